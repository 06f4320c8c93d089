import type { TenantContext } from '../../context.ts';
import { findRefreshToken, revokeFamily } from './refresh-tokens.ts';
import { forgetSessionStamp } from './session-stamps.ts';

/**
 * Signing out: revokes the whole family of the presented refresh token, so neither it nor any
 * token rotated from it works again, nor the session's access tokens (on every instance). Unknown or missing tokens end nothing and are not an error.
 */
export async function endSession(ctx: TenantContext, options: { refreshToken: string | undefined }) {
  if (!options.refreshToken) return;
  const row = await findRefreshToken(ctx, options.refreshToken);
  if (!row) return;
  await revokeFamily(ctx, { familyId: row.family_id });
  await forgetSessionStamp(ctx.caches, ctx.tenantId, row.user_id);
}
