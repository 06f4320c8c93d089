import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointQuery } from '@dars/core/contract';
import { TEACHER_ENDPOINT_ROUTES } from '@dars/core/contract/teacher-routes';
import { baseHeaders, buildUrl } from '../../../shared/api/client.ts';
import {
  callTeacher,
  loadTeacher,
  teacherQueryKey,
  type TeacherEndpointName,
} from '../../../shared/api/teacher-client.ts';

export type StudentsFilters = EndpointQuery<'teacherStudents'>;

export function useStudents(filters: StudentsFilters) {
  return useQuery({
    queryKey: teacherQueryKey('teacherStudents', filters),
    queryFn: ({ signal }) => loadTeacher('teacherStudents', filters, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStudent(studentId: string) {
  return useQuery({
    queryKey: teacherQueryKey('teacherStudent', { studentId }),
    queryFn: ({ signal }) => loadTeacher('teacherStudent', { studentId }, { signal }),
  });
}

type StudentAction = Extract<
  TeacherEndpointName,
  | 'teacherStudentDeactivate'
  | 'teacherStudentReactivate'
  | 'teacherStudentResetDevices'
  | 'teacherStudentPasswordReset'
  | 'teacherStudentEnrol'
  | 'teacherStudentUnenrol'
  | 'teacherStudentParentLinkCreate'
  | 'teacherStudentParentLinkRevoke'
>;

/** One of the student page's actions; afterwards the student and the table are read again. */
export function useStudentAction<N extends StudentAction>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Parameters<typeof callTeacher<N>>[1]) =>
      (callTeacher as (n: N, a: unknown) => Promise<{ data?: unknown }>)(name, args),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teacherQueryKey('teacherStudent') }),
        client.invalidateQueries({ queryKey: teacherQueryKey('teacherStudents') }),
      ]),
  });
}

/** Downloads an export (a file, so fetched by hand with the session's headers) and saves it. */
export async function downloadExport(kind: 'progress' | 'quizzes', format: 'csv' | 'xlsx'): Promise<void> {
  const response = await fetch(
    buildUrl(TEACHER_ENDPOINT_ROUTES.teacherStudentsExport.path, { kind, format }),
    {
      headers: { ...baseHeaders(), Accept: '*/*' },
      credentials: 'include',
    },
  );
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${kind === 'progress' ? 'students' : 'quiz-results'}.${format}`;
  link.click();
  URL.revokeObjectURL(link.href);
}
