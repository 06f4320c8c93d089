import { useQuery } from '@tanstack/react-query';
import type { CourseTree, CourseTreeResponse } from '@dars/core/contract';
import { apiFetch, ApiError } from '../../../shared/api/client.ts';

/** GET /api/Course/tree?courseid — null when the course does not exist (404, or an id that is not one). */
export async function fetchCourseTree(courseId: string, signal?: AbortSignal): Promise<CourseTree | null> {
  try {
    const answer = await apiFetch<CourseTreeResponse>('/api/Course/tree', {
      query: { courseid: courseId },
      signal,
    });
    return answer?.data ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function useCourseTree(courseId: string) {
  return useQuery({
    queryKey: ['course-tree', courseId],
    queryFn: ({ signal }) => fetchCourseTree(courseId, signal),
  });
}
