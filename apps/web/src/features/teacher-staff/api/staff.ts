import { useQuery } from '@tanstack/react-query';
import type { AddStaffBody } from '@dars/core/contract';
import { callTeacher, loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

export function useStaff() {
  return useQuery({
    queryKey: teacherQueryKey('teacherStaff'),
    queryFn: ({ signal }) => loadTeacher('teacherStaff', {}, { signal }),
  });
}

export function useAddStaff() {
  return useConsoleMutation((body: AddStaffBody) => callTeacher('teacherStaffAdd', body));
}

export function useRemoveStaff() {
  return useConsoleMutation((staffId: string) => callTeacher('teacherStaffRemove', { staffId }));
}
