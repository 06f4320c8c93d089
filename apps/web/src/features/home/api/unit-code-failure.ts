import type { MessageId } from '@dars/core/messages';
import { ApiError } from '../../../shared/api/client.ts';
import { errorTextId } from '../../../shared/api/error-text.ts';

/** Unit-code failures: by code, else by status (404 / 401 / 403), else the screen's fallback. */
export function unitCodeFailure(error: unknown): MessageId {
  if (!(error instanceof ApiError)) return 'errors.unexpected';
  return errorTextId(error, {
    fallback: 'errors.unitCode.enterFailed',
    codes: { code_not_found: 'errors.unitCode.notFound', unauthorized: 'errors.unitCode.loginRequired' },
    statuses: {
      404: 'errors.unitCode.notFound',
      401: 'errors.unitCode.loginRequired',
      403: 'errors.unitCode.forbidden',
    },
  });
}

/** Asking for a code while signed out. */
export const SIGNED_OUT_FAILURE: MessageId = 'errors.unitCode.loginRequired';
