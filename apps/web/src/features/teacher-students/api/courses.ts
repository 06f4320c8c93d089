import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/client.ts';

/** The tenant's active courses, for the course filter and the enrol dialog. */
export function useCourseChoices() {
  return useQuery({
    queryKey: ['teacher', 'course-choices'],
    queryFn: async ({ signal }) => {
      const answer = await call('courseActive', { pageSize: 100 }, { signal });
      return (answer.data?.courses ?? []).map((course) => ({ id: course.id, name: course.courseName }));
    },
    staleTime: 60_000,
  });
}
