import type { TenantContext } from '../../context.ts';
import { findRefreshToken, revokeFamily } from './refresh-tokens.ts';

/**
 * Signing out: revokes the whole family of the presented refresh token, so neither it nor any
 * token rotated from it works again. Unknown or missing tokens end nothing and are not an error.
 */
export async function endSession(ctx: TenantContext, options: { refreshToken: string | undefined }) {
  if (!options.refreshToken) return;
  const row = await findRefreshToken(ctx, options.refreshToken);
  if (row) await revokeFamily(ctx, { familyId: row.family_id });
}
