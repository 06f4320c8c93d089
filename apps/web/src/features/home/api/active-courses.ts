import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseActiveResponse, CourseListData, Grade } from '@dars/core/contract';
import { apiFetch, ApiError } from '../../../shared/api/client.ts';

export const HOME_COURSES_PAGE_SIZE = 6;

const empty = (page: number): CourseListData => ({
  totalCount: 0,
  totalPages: 0,
  currentPage: page,
  pageSize: HOME_COURSES_PAGE_SIZE,
  courses: [],
});

/** GET /api/AdminStudent/CourseActive; a 404 means "no active courses for this grade" (spec §8). */
export async function fetchActiveCourses(
  grade: Grade,
  page: number,
  signal?: AbortSignal,
): Promise<CourseListData> {
  try {
    const answer = await apiFetch<CourseActiveResponse>('/api/AdminStudent/CourseActive', {
      query: { grade, pagenumber: page, pagesize: HOME_COURSES_PAGE_SIZE },
      signal,
    });
    return answer?.data ?? empty(page);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return empty(page);
    throw error;
  }
}

export function useActiveCourses(grade: Grade, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['active-courses', grade, page],
    queryFn: ({ signal }) => fetchActiveCourses(grade, page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
