import type { ParentLink } from '@dars/core/contract';
import type { TenantContext } from '../../context.ts';

/** The student's parent links, newest first (the tokens themselves are never stored). */
export async function listParentLinks(
  ctx: TenantContext,
  options: { studentId: string },
): Promise<ParentLink[]> {
  const rows = await ctx.db
    .selectFrom('parent_links')
    .select(['id', 'created_at', 'expires_at', 'revoked_at', 'parent_phone'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.studentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    parentPhone: row.parent_phone,
  }));
}
