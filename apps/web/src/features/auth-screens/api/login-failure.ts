import { SERVER_MESSAGES, type MessageId } from '@dars/core/messages/runtime';
import { ApiError } from '../../../shared/api/client.ts';

export type LoginFailure =
  | { kind: 'max-devices' }
  /** A catalogue message. */
  | { kind: 'message'; id: MessageId }
  /** The server's own text, shown as sent. */
  | { kind: 'text'; text: string };

function bodyMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return null;
}

/**
 * Spec §8 login errors: the two-device refusal becomes the max-devices panel; a 400 whose body
 * is the bare string 'Invalid credentials' is shown in Arabic; when the envelope's message holds
 * it, the server's 'Invalid credentials' is kept; otherwise the server message or 'Login failed'.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { kind: 'message', id: 'errors.unexpectedTryAgain' };
  if (error.status === 0) return { kind: 'message', id: 'errors.network' };
  const message = bodyMessage(error.body);
  if (error.body === SERVER_MESSAGES.maxDevices || message === SERVER_MESSAGES.maxDevices)
    return { kind: 'max-devices' };
  if (typeof error.body === 'string' && error.body.trim() === SERVER_MESSAGES.invalidCredentials) {
    return { kind: 'message', id: 'login.invalidCredentials' };
  }
  if (message === SERVER_MESSAGES.invalidCredentials)
    return { kind: 'text', text: SERVER_MESSAGES.invalidCredentials };
  if (message) return { kind: 'text', text: message };
  if (typeof error.body === 'string' && error.body.trim() !== '') return { kind: 'text', text: error.body };
  return { kind: 'message', id: 'errors.loginFailed' };
}
