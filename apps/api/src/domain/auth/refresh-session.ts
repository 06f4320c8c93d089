import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { accessTokenFor, inactiveAccount, type SessionIssued } from './login.ts';
import { revokeFamily, rotateRefreshToken } from './refresh-tokens.ts';
import { forgetSessionStamp } from './session-stamps.ts';
import { findUserById, toUserInfo } from './users.ts';

const refreshFailed = (message: string) => new AppError(401, 'refresh_failed', message);

/** Exchanges the refresh cookie for a new access token and a rotated cookie. */
export async function refreshSession(
  ctx: TenantContext,
  options: { refreshToken: string | undefined; jwtSecret: string },
): Promise<SessionIssued> {
  if (!options.refreshToken) throw refreshFailed(SERVER_MESSAGES.refreshMissing);
  const outcome = await rotateRefreshToken(ctx, { value: options.refreshToken });
  if (outcome.kind === 'reused') {
    // the session's access tokens stop too
    await forgetSessionStamp(ctx.caches, ctx.tenantId, outcome.userId);
    throw refreshFailed(SERVER_MESSAGES.refreshReused);
  }
  if (outcome.kind === 'invalid') throw refreshFailed(SERVER_MESSAGES.refreshInvalid);
  const user = await findUserById(ctx, outcome.userId);
  if (!user) throw refreshFailed(SERVER_MESSAGES.refreshInvalid);
  if (!user.active) {
    await revokeFamily(ctx, { familyId: outcome.next.familyId });
    throw inactiveAccount();
  }
  return {
    token: accessTokenFor(ctx, user, outcome.deviceId, options.jwtSecret, outcome.next.familyId),
    user: toUserInfo(user),
    refresh: outcome.next,
  };
}
