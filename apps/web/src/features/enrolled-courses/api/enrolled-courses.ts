import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EnrolledCoursesData, EnrolledCoursesResponse } from '@dars/core/contract';
import { ENROLLED_SCREEN_PAGE_SIZE } from '@dars/core/rules';
import { apiFetch, ApiError } from '../../../shared/api/client.ts';

/** GET /api/Student/Student-Enrolled-Courses; a 404 (the original's "none") is an empty page. */
export async function fetchEnrolledCourses(
  studentId: string,
  page: number,
  signal?: AbortSignal,
): Promise<EnrolledCoursesData> {
  try {
    const answer = await apiFetch<EnrolledCoursesResponse>('/api/Student/Student-Enrolled-Courses', {
      query: { studentId, pagenumber: page, pagesize: ENROLLED_SCREEN_PAGE_SIZE },
      signal,
    });
    if (answer && answer.success === false)
      throw new ApiError(200, answer.message || 'Failed to fetch enrolled courses', answer);
    return (
      answer?.data ?? {
        courses: [],
        totalPages: 0,
        totalCount: 0,
        currentPage: page,
        pageSize: ENROLLED_SCREEN_PAGE_SIZE,
      }
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return {
        courses: [],
        totalPages: 0,
        totalCount: 0,
        currentPage: page,
        pageSize: ENROLLED_SCREEN_PAGE_SIZE,
      };
    }
    throw error;
  }
}

export function useEnrolledCourses(studentId: string | undefined, page: number) {
  return useQuery({
    queryKey: ['me', 'enrolled-courses', studentId ?? '', page],
    queryFn: ({ signal }) => fetchEnrolledCourses(studentId!, page, signal),
    enabled: Boolean(studentId),
    placeholderData: keepPreviousData,
  });
}
