import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { forgetSessionStamp } from '../auth/session-stamps.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/**
 * Removes an assistant: the account is deactivated (kept, so the audit log still names them), its
 * refresh tokens revoked and its access tokens refused from the next request. Only Moderators of
 * the tenant can be removed (the teacher cannot remove themself); anything else is 404. Audited.
 */
export async function removeStaff(
  ctx: TenantContext,
  options: { caller: Caller; staffId: string },
): Promise<void> {
  const at = ctx.now().toISOString();
  await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const member = await trx
      .selectFrom('users')
      .select(['id', 'user_name', 'email'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.staffId)
      .where('role', '=', 'Moderator')
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!member) throw notFound(SERVER_MESSAGES.staffNotFound);
    await trx
      .updateTable('users')
      .set({ active: 0, sessions_valid_after: at, updated_at: at })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', member.id)
      .execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: at })
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .execute();
    await audit({
      action: 'staff.delete',
      entityType: 'staff',
      entityId: member.id,
      before: { name: member.user_name, email: member.email, role: 'Moderator' },
      after: null,
    });
  });
  await forgetSessionStamp(ctx.caches, ctx.tenantId, options.staffId);
}
