import { SERVER_MESSAGES } from '@dars/core/messages';
import type { UserInfo } from '@dars/core/contract';
import type { TenantContext } from '../../context.ts';
import { unauthorized } from '../../errors.ts';
import { findUserById, toUserInfo } from '../auth/users.ts';

/** The signed-in user's account. A token whose user is gone (or deactivated) is no longer good. */
export async function getMe(ctx: TenantContext, options: { userId: string }): Promise<UserInfo> {
  const user = await findUserById(ctx, options.userId);
  if (!user || !user.active) throw unauthorized(SERVER_MESSAGES.userNotFound);
  return toUserInfo(user);
}
