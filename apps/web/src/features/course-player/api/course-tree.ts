import { useQuery } from '@tanstack/react-query';
import type { CourseTreeWithProgress } from '@dars/core/contract';
import { ApiError, call } from '../../../shared/api/client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const courseTreeKey = (courseId: string) =>
  queryKeyOf('courseTreeWithProgress', { courseid: courseId });

export async function fetchCourseTree(
  courseId: string,
  signal?: AbortSignal,
): Promise<CourseTreeWithProgress> {
  const body = await call('courseTreeWithProgress', { courseid: courseId }, { signal });
  if (!body?.data) throw new ApiError(404, body?.message ?? '', body);
  return body.data;
}

/** Progress changes as the student works, so this tree is always refetched on mount. */
export function useCourseTree(courseId: string) {
  return useQuery({
    queryKey: courseTreeKey(courseId),
    queryFn: ({ signal }) => fetchCourseTree(courseId, signal),
    staleTime: 0,
  });
}
