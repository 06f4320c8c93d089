import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCourseByCodeResponse, EnrollFreeResponse, Enrolment } from '@dars/core/contract';
import { SERVER_MESSAGES, type MessageId } from '@dars/core/messages/runtime';
import { apiFetch, ApiError } from '../../../shared/api/client.ts';

export const isEnrolledKey = (studentId: string | undefined, courseId: string) =>
  ['me', 'is-enrolled', studentId ?? '', courseId] as const;

/** GET /api/AdminStudent/IsEnrolled — the body is a bare boolean; false without a token or on failure (spec §7). */
export async function fetchIsEnrolled(
  studentId: string,
  courseId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const answer = await apiFetch<unknown>('/api/AdminStudent/IsEnrolled', {
      query: { studentId, courseId },
      signal,
      onUnauthorized: 'throw',
    });
    return answer === true || answer === 'true';
  } catch {
    return false;
  }
}

export function useIsEnrolled(studentId: string | undefined, courseId: string) {
  return useQuery({
    queryKey: isEnrolledKey(studentId, courseId),
    queryFn: ({ signal }) => fetchIsEnrolled(studentId!, courseId, signal),
    enabled: Boolean(studentId),
    staleTime: 0,
  });
}

export function postEnrollFree(courseId: string): Promise<EnrollFreeResponse> {
  return apiFetch<EnrollFreeResponse>('/api/Student/enroll-free', { method: 'POST', query: { courseId } });
}

export type RedeemResult =
  | { ok: true; message: string; enrolment: Enrolment | null }
  | { ok: false; error: { id: MessageId } | { text: string } };

/**
 * POST /api/Student/add-course-by-code?Code&StudentId. Spec §8: 200 is success; the server's
 * 'Code not found.' (or no message) is shown as 'كود التسجيل غير صحيح'; other failures show the
 * server's message; an exception shows the generic enrolment error.
 */
export async function redeemCourseCode(code: string, studentId: string): Promise<RedeemResult> {
  try {
    const answer = await apiFetch<AddCourseByCodeResponse>('/api/Student/add-course-by-code', {
      method: 'POST',
      query: { Code: code.trim(), StudentId: studentId },
    });
    if (answer && answer.success === false) return { ok: false, error: codeFailure(answer.message) };
    // data names the course the code opened, which may not be the page's course.
    return { ok: true, message: answer?.message ?? '', enrolment: answer?.data ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      return { ok: false, error: codeFailure(error.message) };
    if (error instanceof ApiError) return { ok: false, error: { id: 'errors.enrolNetwork' } };
    return { ok: false, error: { id: 'errors.enrol.exception' } };
  }
}

function codeFailure(message: string | undefined): { id: MessageId } | { text: string } {
  if (!message || message === SERVER_MESSAGES.codeNotFound || /^HTTP \d+$/.test(message))
    return { id: 'errors.enrol.codeInvalid' };
  return { text: message };
}

/** After an enrolment every per-student answer (enrolled list, enrolment checks) is stale. */
export function useInvalidateStudentData() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        !['course-tree', 'active-courses', 'active-books'].includes(String(query.queryKey[0])),
    });
}
