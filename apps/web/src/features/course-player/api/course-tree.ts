import { useQuery } from '@tanstack/react-query';
import type { CourseTreeWithProgress } from '@dars/core/contract';
import { apiFetch, ApiError } from '../../../shared/api/client.ts';
import type { Envelope } from '../../../shared/api/envelope.ts';

export const courseTreeKey = (courseId: string) => ['course-tree-with-progress', courseId] as const;

export async function fetchCourseTree(
  courseId: string,
  signal?: AbortSignal,
): Promise<CourseTreeWithProgress> {
  const body = await apiFetch<Envelope<CourseTreeWithProgress>>('/api/Course/tree-course-with-progress', {
    query: { courseid: courseId },
    signal,
  });
  if (!body?.data) throw new ApiError(404, body?.message || 'Course details not found.', body);
  return body.data;
}

/** Progress changes as the student works, so this tree is always refetched on mount (spec: force flag). */
export function useCourseTree(courseId: string) {
  return useQuery({
    queryKey: courseTreeKey(courseId),
    queryFn: ({ signal }) => fetchCourseTree(courseId, signal),
    staleTime: 0,
  });
}
