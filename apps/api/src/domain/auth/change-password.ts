import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { badRequest, unauthorized } from '../../errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './refresh-tokens.ts';
import { forgetSessionStamp } from './session-stamps.ts';
import { findUserById } from './users.ts';

/** A signed-in user changes their password; their other sessions (and their access tokens) end, this one stays. */
export async function changePassword(
  ctx: TenantContext,
  options: { userId: string; currentPassword: string; newPassword: string; keepFamilyId: string | null },
) {
  const user = await findUserById(ctx, options.userId);
  if (!user) throw unauthorized(SERVER_MESSAGES.userNotFound);
  if (!(await verifyPassword(user.password_hash, options.currentPassword))) {
    throw badRequest('wrong_password', SERVER_MESSAGES.currentPasswordWrong);
  }
  await ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(options.newPassword), updated_at: ctx.now().toISOString() })
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', user.id)
    .execute();
  await revokeUserSessions(ctx, { userId: user.id, keepFamilyId: options.keepFamilyId });
  await forgetSessionStamp(ctx.caches, ctx.tenantId, user.id);
}
