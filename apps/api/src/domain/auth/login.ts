import { SERVER_MESSAGES, translate } from '@dars/core/messages';
import type { UserInfo } from '@dars/core/contract';
import { parseLoginIdentifier } from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, badRequest, forbidden } from '../../errors.ts';
import { signAccessToken } from './access-token.ts';
import { registerDevice } from './devices.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { issueRefreshToken, type IssuedRefreshToken } from './refresh-tokens.ts';
import { findUserByEmail, findUserByPhone, toUserInfo } from './users.ts';

export interface SessionIssued {
  token: string;
  user: UserInfo;
  refresh: IssuedRefreshToken;
}

/**
 * The failed sign-in the original's client knows: HTTP 400 whose body is the bare JSON string
 * "Invalid credentials" (no envelope, so no code on the wire; the status and text identify it).
 */
export const invalidCredentials = () =>
  new AppError(
    400,
    'invalid_credentials',
    SERVER_MESSAGES.invalidCredentials,
    SERVER_MESSAGES.invalidCredentials,
  );

export const inactiveAccount = () => forbidden('account_inactive', SERVER_MESSAGES.accountInactive);

export function findUserByIdentifier(
  ctx: TenantContext,
  identifier: string,
): Promise<UserRow | undefined> | null {
  const parsed = parseLoginIdentifier(identifier);
  if (parsed.kind === 'email') return findUserByEmail(ctx, parsed.value);
  if (parsed.kind === 'mobile') return findUserByPhone(ctx, parsed.value);
  return null;
}

/**
 * Email-or-mobile + password login. Unknown account and wrong password answer the same
 * ("Invalid credentials", after the same argon2 work). Students are held to the device limit;
 * staff are not.
 */
export async function loginWithPassword(
  ctx: TenantContext,
  options: {
    identifier: string;
    password: string;
    deviceId: string | null;
    jwtSecret: string;
    /** the browser's user agent, kept with the device */
    userAgent?: string | null;
  },
): Promise<SessionIssued> {
  const lookup = findUserByIdentifier(ctx, options.identifier);
  if (lookup === null) {
    throw badRequest('invalid_identifier', translate('ar', 'validation.loginIdentifierInvalid'));
  }
  const user = await lookup;
  const valid = user
    ? await verifyPassword(user.password_hash, options.password)
    : await verifyAgainstDummy(options.password);
  if (!user || !valid) throw invalidCredentials();
  if (!user.active) throw inactiveAccount();

  if (user.role === 'Student') {
    if (!options.deviceId) throw new AppError(400, 'missing_device', SERVER_MESSAGES.missingDevice);
    await registerDevice(ctx, {
      userId: user.id,
      deviceId: options.deviceId,
      userAgent: options.userAgent ?? null,
    });
  }
  return startSession(ctx, { user, deviceId: options.deviceId, jwtSecret: options.jwtSecret });
}

export async function startSession(
  ctx: TenantContext,
  options: { user: UserRow; deviceId: string | null; jwtSecret: string },
): Promise<SessionIssued> {
  const refresh = await issueRefreshToken(ctx, { userId: options.user.id, deviceId: options.deviceId });
  return {
    token: accessTokenFor(ctx, options.user, options.deviceId, options.jwtSecret, refresh.familyId),
    user: toUserInfo(options.user),
    refresh,
  };
}

export function accessTokenFor(
  ctx: TenantContext,
  user: UserRow,
  deviceId: string | null,
  jwtSecret: string,
  /** the session (refresh-token family) the token belongs to: signing out of it stops the token */
  sessionId: string,
): string {
  return signAccessToken(
    jwtSecret,
    { sub: user.id, tid: ctx.tenantId, role: user.role, did: deviceId, sid: sessionId },
    ctx.now(),
  );
}
