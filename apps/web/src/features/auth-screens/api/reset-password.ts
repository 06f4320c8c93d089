import type { MessageId } from '@dars/core/messages/runtime';
import { ApiError, call } from '../../../shared/api/client.ts';
import { errorTextId } from '../../../shared/api/error-text.ts';

export interface ResetPasswordFields {
  email: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

export async function postResetPassword(fields: ResetPasswordFields): Promise<void> {
  const answer = await call('resetPassword', {
    email: fields.email.trim(),
    otp: fields.otp.trim(),
    newPassword: fields.newPassword,
    confirmPassword: fields.confirmPassword,
  });
  if (answer && answer.success === false) throw new ApiError(400, answer.message, answer);
}

/** The reset screen's text for a failure. */
export function resetPasswordFailure(error: unknown): MessageId {
  if (!(error instanceof ApiError)) return 'errors.unexpectedTryAgain';
  return errorTextId(error, { fallback: 'errors.resetPasswordScreen' });
}
