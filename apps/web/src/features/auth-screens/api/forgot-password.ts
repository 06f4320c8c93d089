import type { MessageId } from '@dars/core/messages/runtime';
import { ApiError, call } from '../../../shared/api/client.ts';
import { errorTextId } from '../../../shared/api/error-text.ts';

/** Asks for a password-reset code by email. */
export async function postForgotPassword(email: string): Promise<void> {
  const answer = await call('forgotPassword', { email: email.trim() });
  if (answer && answer.success === false) throw new ApiError(400, answer.message, answer);
}

/** The text a failed request for a reset code shows (`fallback`: the screen's own text). */
export function forgotPasswordFailure(error: unknown, fallback: MessageId): MessageId {
  return errorTextId(error, { fallback });
}
