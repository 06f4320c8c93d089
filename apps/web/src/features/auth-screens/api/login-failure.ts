import type { MessageId } from '@dars/core/messages/runtime';
import { ApiError } from '../../../shared/api/client.ts';
import { errorCodeOf, errorTextId } from '../../../shared/api/error-text.ts';

export type LoginFailure = { kind: 'max-devices' } | { kind: 'message'; id: MessageId };

/**
 * Login refusals: the device-limit code opens the max-devices panel; a 400 whose body is a bare
 * string (the original's wrong-password answer, which has no code) and the invalid-credentials
 * code say the email or password is wrong; anything else shows the text of its code, else
 * 'Login failed'.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { kind: 'message', id: 'errors.unexpectedTryAgain' };
  if (errorCodeOf(error) === 'max_devices') return { kind: 'max-devices' };
  if (error.status === 400 && typeof error.body === 'string' && error.body.trim() !== '')
    return { kind: 'message', id: 'login.invalidCredentials' };
  return {
    kind: 'message',
    id: errorTextId(error, {
      fallback: 'errors.loginFailed',
      codes: { invalid_credentials: 'login.invalidCredentialsServer' },
      network: 'errors.network',
    }),
  };
}
