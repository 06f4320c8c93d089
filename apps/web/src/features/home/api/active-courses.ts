import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseListData, Grade } from '@dars/core/contract';
import { ApiError, call } from '../../../shared/api/client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const HOME_COURSES_PAGE_SIZE = 6;
/** The grade the catalogue opens on for a visitor who is not signed in. */
export const HOME_FIRST_GRADE: Grade = 'Secondary1';

const empty = (page: number): CourseListData => ({
  totalCount: 0,
  totalPages: 0,
  currentPage: page,
  pageSize: HOME_COURSES_PAGE_SIZE,
  courses: [],
});

const argsOf = (grade: Grade, page: number) => ({
  grade,
  pagenumber: page,
  pagesize: HOME_COURSES_PAGE_SIZE,
});

/** Active courses of a grade; a 404 means "no active courses for this grade". */
export async function fetchActiveCourses(
  grade: Grade,
  page: number,
  signal?: AbortSignal,
): Promise<CourseListData> {
  try {
    const answer = await call('courseActive', argsOf(grade, page), { signal });
    return answer?.data ?? empty(page);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return empty(page);
    throw error;
  }
}

/** Key and loader of a page of a grade's courses (also what the server renders the landing page from). */
export const activeCoursesQuery = (grade: Grade, page: number) => ({
  queryKey: queryKeyOf('courseActive', argsOf(grade, page)),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchActiveCourses(grade, page, signal),
});

export function useActiveCourses(grade: Grade, page: number, enabled: boolean) {
  return useQuery({
    ...activeCoursesQuery(grade, page),
    enabled,
    placeholderData: keepPreviousData,
  });
}
