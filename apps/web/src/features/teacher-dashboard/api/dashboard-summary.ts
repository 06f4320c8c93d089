import { useQuery } from '@tanstack/react-query';
import { loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';

/** Students and active counts, the 90-day series, and the courses with their quizzes. */
export function useDashboardSummary() {
  return useQuery({
    queryKey: teacherQueryKey('teacherDashboard', {}),
    queryFn: ({ signal }) => loadTeacher('teacherDashboard', {}, { signal }),
  });
}
