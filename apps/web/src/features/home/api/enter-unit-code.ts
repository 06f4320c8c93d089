import type { MessageId } from '@dars/core/messages';
import { ApiError, call } from '../../../shared/api/client.ts';
import { errorTextId } from '../../../shared/api/error-text.ts';
import { refreshStudentData } from '../../../shared/api/student-data.ts';

/** Unlocks a unit with a code; then every cached per-student answer is stale. */
export async function postUnitCode(code: string): Promise<void> {
  const answer = await call('enterUnitCode', { code: code.trim() });
  if (answer?.success === false) throw new ApiError(400, answer.message, answer);
  await refreshStudentData();
}

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
