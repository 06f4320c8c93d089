import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';

/** A course's completion funnel, unit by unit (idle until a course is chosen). */
export function useCourseFunnel(courseId: string | undefined) {
  return useQuery({
    queryKey: teacherQueryKey('teacherDashboardFunnel', { courseId: courseId ?? '' }),
    queryFn: ({ signal }) => loadTeacher('teacherDashboardFunnel', { courseId: courseId ?? '' }, { signal }),
    enabled: Boolean(courseId),
    placeholderData: keepPreviousData,
  });
}
