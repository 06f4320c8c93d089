import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/** Revokes one of the student's parent links (already revoked: nothing changes); audited. */
export async function revokeParentLink(
  ctx: TenantContext,
  options: { caller: Caller; studentId: string; linkId: number },
): Promise<void> {
  await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const link = await trx
      .selectFrom('parent_links')
      .select(['id', 'revoked_at', 'expires_at'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', options.studentId)
      .where('id', '=', options.linkId)
      .executeTakeFirst();
    if (!link) throw notFound(SERVER_MESSAGES.parentLinkNotFound);
    if (link.revoked_at) return;
    const at = ctx.now().toISOString();
    await trx.updateTable('parent_links').set({ revoked_at: at }).where('id', '=', link.id).execute();
    await audit({
      action: 'parent_link.revoke',
      entityType: 'parent_link',
      entityId: link.id,
      before: { studentId: options.studentId, revokedAt: null },
      after: { studentId: options.studentId, revokedAt: at },
    });
  });
}
