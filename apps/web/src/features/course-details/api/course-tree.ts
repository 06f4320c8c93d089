import { useQuery } from '@tanstack/react-query';
import type { CourseTree } from '@dars/core/contract';
import { ApiError, call } from '../../../shared/api/client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

/** The course without progress; null when it does not exist (404, or an id that is not one). */
export async function fetchCourseTree(courseId: string, signal?: AbortSignal): Promise<CourseTree | null> {
  try {
    const answer = await call('courseTree', { courseid: courseId }, { signal });
    return answer?.data ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Key and loader of a course's tree (also what the server renders the course page from). */
export const courseTreeQuery = (courseId: string) => ({
  queryKey: queryKeyOf('courseTree', { courseid: courseId }),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchCourseTree(courseId, signal),
});

export function useCourseTree(courseId: string) {
  return useQuery(courseTreeQuery(courseId));
}
