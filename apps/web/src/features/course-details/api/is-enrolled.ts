import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const isEnrolledKey = (studentId: string | undefined, courseId: string) =>
  queryKeyOf('isEnrolled', { studentId: studentId ?? '', courseId });

/**
 * The body is a bare boolean; false without a token or on failure. A 401 the refresh cannot cure
 * ends the session and goes to /login (the client's default).
 */
export async function fetchIsEnrolled(
  studentId: string,
  courseId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const answer: unknown = await call('isEnrolled', { studentId, courseId }, { signal });
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
