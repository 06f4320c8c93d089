import { SERVER_MESSAGES } from '@dars/core/messages';
import type { UserInfo } from '@dars/core/contract';
import type { Grade } from '../../db/schema.ts';
import type { TenantContext } from '../../context.ts';
import { badRequest, unauthorized } from '../../errors.ts';
import { findUserById, toUserInfo } from '../auth/users.ts';

/** Changes the user's display name and/or grade; sending only unchanged values is "No changes were made". */
export async function updateProfile(
  ctx: TenantContext,
  options: { userId: string; userName?: string | undefined; academicYear?: Grade | undefined },
): Promise<UserInfo> {
  const user = await findUserById(ctx, options.userId);
  if (!user || !user.active) throw unauthorized(SERVER_MESSAGES.userNotFound);
  const changes: { user_name?: string; academic_year?: Grade } = {};
  if (options.userName !== undefined && options.userName !== user.user_name)
    changes.user_name = options.userName;
  if (options.academicYear !== undefined && options.academicYear !== user.academic_year) {
    changes.academic_year = options.academicYear;
  }
  if (Object.keys(changes).length === 0) throw badRequest('no_changes', SERVER_MESSAGES.noChanges);
  const updatedAt = ctx.now().toISOString();
  await ctx.db
    .updateTable('users')
    .set({ ...changes, updated_at: updatedAt })
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', user.id)
    .execute();
  return toUserInfo({ ...user, ...changes, updated_at: updatedAt });
}
