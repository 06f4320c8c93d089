import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EnrolledCoursesData } from '@dars/core/contract';
import { ENROLLED_SCREEN_PAGE_SIZE } from '@dars/core/rules';
import { ApiError, call } from '../../../shared/api/client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

const empty = (page: number): EnrolledCoursesData => ({
  courses: [],
  totalPages: 0,
  totalCount: 0,
  currentPage: page,
  pageSize: ENROLLED_SCREEN_PAGE_SIZE,
});

const argsOf = (studentId: string, page: number) => ({
  studentId,
  pagenumber: page,
  pagesize: ENROLLED_SCREEN_PAGE_SIZE,
});

/** The student's enrolled courses; a 404 (the original's "none") is an empty page. */
export async function fetchEnrolledCourses(
  studentId: string,
  page: number,
  signal?: AbortSignal,
): Promise<EnrolledCoursesData> {
  try {
    const answer = await call('enrolledCourses', argsOf(studentId, page), { signal });
    if (answer && answer.success === false) throw new ApiError(200, answer.message, answer);
    return answer?.data ?? empty(page);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return empty(page);
    throw error;
  }
}

export function useEnrolledCourses(studentId: string | undefined, page: number) {
  return useQuery({
    queryKey: queryKeyOf('enrolledCourses', argsOf(studentId ?? '', page)),
    queryFn: ({ signal }) => fetchEnrolledCourses(studentId!, page, signal),
    enabled: Boolean(studentId),
    placeholderData: keepPreviousData,
  });
}
