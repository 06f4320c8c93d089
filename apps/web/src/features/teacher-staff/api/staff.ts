import { useQuery } from '@tanstack/react-query';
import type { AddStaffBody, StaffPermissionsBody } from '@dars/core/contract';
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

/** What the teacher lets one assistant do; the server checks it on the assistant's next request. */
export function useSetStaffPermissions() {
  return useConsoleMutation((args: StaffPermissionsBody & { staffId: string }) =>
    callTeacher('teacherStaffPermissions', args),
  );
}
