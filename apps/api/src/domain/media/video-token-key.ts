import type { TenantContext } from '../../context.ts';

/**
 * The tenant's token-authentication key at the hosted video delivery domain, or null when the
 * tenant has none (its embeds are then passed through unsigned). Set by `tenant:video-key`.
 */
export async function findVideoTokenKey(ctx: Pick<TenantContext, 'db' | 'tenantId'>): Promise<string | null> {
  const tenant = await ctx.db
    .selectFrom('tenants')
    .select('video_token_key')
    .where('id', '=', ctx.tenantId)
    .executeTakeFirst();
  return tenant?.video_token_key || null;
}
