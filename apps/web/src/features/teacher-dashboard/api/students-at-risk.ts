import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';

/** A page of the students at risk, longest idle first. */
export function useStudentsAtRisk(page: number, pageSize = 10) {
  return useQuery({
    queryKey: teacherQueryKey('teacherDashboardAtRisk', { page, pageSize }),
    queryFn: ({ signal }) => loadTeacher('teacherDashboardAtRisk', { page, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}
