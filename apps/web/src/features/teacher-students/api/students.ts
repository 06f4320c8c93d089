import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointQuery } from '@dars/core/contract';
import { TEACHER_ENDPOINT_ROUTES } from '@dars/core/contract/teacher-routes';
import { baseHeaders, buildUrl } from '../../../shared/api/client.ts';
import {
  callTeacher,
  loadTeacher,
  teacherQueryKey,
  type TeacherEndpointName,
} from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

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

/** One of the student page's actions; afterwards the console's queries (student, table) are read again. */
export function useStudentAction<N extends StudentAction>(name: N) {
  return useConsoleMutation((args: Parameters<typeof callTeacher<N>>[1]) =>
    (callTeacher as (n: N, a: unknown) => Promise<{ data?: unknown }>)(name, args),
  );
}

/** Saves an export file; its failure shows beside the buttons. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: ({ kind, format }: { kind: 'progress' | 'quizzes'; format: 'csv' | 'xlsx' }) =>
      downloadExport(kind, format),
  });
}

/** Downloads an export (a file, so fetched by hand with the session's headers) and saves it. */
async function downloadExport(kind: 'progress' | 'quizzes', format: 'csv' | 'xlsx'): Promise<void> {
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
