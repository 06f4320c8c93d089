import { ApiError, call } from '../../../shared/api/client.ts';
import { refreshStudentData } from '../../../shared/api/student-data.ts';

/** Unlocks a unit with a code; then every cached per-student answer is stale. */
export async function postUnitCode(code: string): Promise<void> {
  const answer = await call('enterUnitCode', { code: code.trim() });
  if (answer?.success === false) throw new ApiError(400, answer.message, answer);
  await refreshStudentData();
}

/** The failure texts (with every error text of the app) arrive when a failure is first shown. */
export const loadUnitCodeFailure = () => import('./unit-code-failure.ts');
