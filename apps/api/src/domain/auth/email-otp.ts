import { SERVER_MESSAGES } from '@dars/core/messages';
import { normalizeEmail } from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { Mailer } from '../../mail/index.ts';
import { consumeOtp, issueOtp } from './otp.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './refresh-tokens.ts';
import { forgetSessionStamp } from './session-stamps.ts';
import { findUserByEmail } from './users.ts';

const otpFailure = (check: 'invalid' | 'exhausted') =>
  check === 'exhausted'
    ? new AppError(400, 'otp_exhausted', SERVER_MESSAGES.otpExhausted)
    : badRequest('otp_invalid', SERVER_MESSAGES.otpInvalid);

/** POST confirm-email: marks the address confirmed when the code is right. */
export async function confirmEmail(
  ctx: TenantContext,
  options: { email: string; otp: string; otpKey: string },
) {
  const user = await findUserByEmail(ctx, normalizeEmail(options.email));
  if (!user || user.email_confirmed) throw otpFailure('invalid');
  const check = await consumeOtp(ctx, {
    userId: user.id,
    purpose: 'confirm-email',
    code: options.otp,
    key: options.otpKey,
  });
  if (check !== 'ok') throw otpFailure(check);
  await ctx.db
    .updateTable('users')
    .set({ email_confirmed: 1, updated_at: ctx.now().toISOString() })
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', user.id)
    .execute();
}

/** POST ReSendOtp: a new confirmation code, only for an existing unconfirmed account (the answer never tells). */
export async function resendConfirmationOtp(
  ctx: TenantContext,
  options: { email: string; mailer: Mailer; otpKey: string },
) {
  const user = await findUserByEmail(ctx, normalizeEmail(options.email));
  if (!user || user.email_confirmed || !user.active) return;
  const code = await issueOtp(ctx, { userId: user.id, purpose: 'confirm-email', key: options.otpKey });
  await options.mailer.sendOtp({ to: user.email, purpose: 'confirm-email', code });
}

/** POST ForgotPassword: mails a reset code when the account exists (the answer never tells). */
export async function requestPasswordReset(
  ctx: TenantContext,
  options: { email: string; mailer: Mailer; otpKey: string },
) {
  const user = await findUserByEmail(ctx, normalizeEmail(options.email));
  if (!user || !user.active) return;
  const code = await issueOtp(ctx, { userId: user.id, purpose: 'reset-password', key: options.otpKey });
  await options.mailer.sendOtp({ to: user.email, purpose: 'reset-password', code });
}

/** POST ResetPassword: sets a new password with a mailed code; every session of the account ends. */
export async function resetPassword(
  ctx: TenantContext,
  options: { email: string; otp: string; newPassword: string; otpKey: string },
) {
  const user = await findUserByEmail(ctx, normalizeEmail(options.email));
  if (!user) throw otpFailure('invalid');
  const check = await consumeOtp(ctx, {
    userId: user.id,
    purpose: 'reset-password',
    code: options.otp,
    key: options.otpKey,
  });
  if (check !== 'ok') throw otpFailure(check);
  const at = ctx.now().toISOString();
  await ctx.db
    .updateTable('users')
    // every session ends, and every access token issued before now with it
    .set({
      password_hash: await hashPassword(options.newPassword),
      email_confirmed: 1,
      sessions_valid_after: at,
      updated_at: at,
    })
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', user.id)
    .execute();
  await revokeUserSessions(ctx, { userId: user.id });
  await forgetSessionStamp(ctx.caches, ctx.tenantId, user.id);
}
