import { useQueryClient } from '@tanstack/react-query';
import type { Enrolment } from '@dars/core/contract';
import type { MessageId } from '@dars/core/messages/runtime';
import { ApiError, call } from '../../../shared/api/client.ts';
import { errorTextId } from '../../../shared/api/error-text.ts';
import { STUDENT_PREFIX } from '../../../shared/api/query-keys.ts';

export type RedeemResult = { ok: true; enrolment: Enrolment | null } | { ok: false; error: MessageId };

/**
 * Enrol with a course code. A 200 is success and names the course the code opened (the screen says
 * its own text); an unknown code, or
 * a refusal without a better text, shows 'كود التسجيل غير صحيح'; no answer at all shows the
 * connection error.
 */
export async function redeemCourseCode(code: string, studentId: string): Promise<RedeemResult> {
  try {
    const answer = await call('addCourseByCode', { Code: code.trim(), StudentId: studentId });
    if (answer && answer.success === false)
      return { ok: false, error: courseCodeFailure(new ApiError(400, answer.message, answer)) };
    return { ok: true, enrolment: answer?.data ?? null };
  } catch (error) {
    return { ok: false, error: courseCodeFailure(error) };
  }
}

export function courseCodeFailure(error: unknown): MessageId {
  if (!(error instanceof ApiError)) return 'errors.enrol.exception';
  return errorTextId(error, {
    fallback: 'errors.enrol.codeInvalid',
    codes: { code_not_found: 'errors.enrol.codeInvalid' },
    network: 'errors.enrolNetwork',
  });
}

/** After an enrolment every per-student answer (enrolled list, enrolment checks) is stale. */
export function useInvalidateStudentData() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [STUDENT_PREFIX] });
}
