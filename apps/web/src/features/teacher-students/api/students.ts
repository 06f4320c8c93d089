import { useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointQuery } from '@dars/core/contract';
import { downloadTeacherFile } from '../../../shared/api/download.ts';
import {
  callTeacher,
  loadTeacher,
  teacherQueryKey,
  type TeacherEndpointName,
} from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

export type StudentsFilters = EndpointQuery<'teacherStudents'>;

const sameSearch = (a: StudentsFilters | undefined, b: StudentsFilters) =>
  a !== undefined && a.q === b.q && a.grade === b.grade && a.courseId === b.courseId && a.sort === b.sort;

export function useStudents(filters: StudentsFilters) {
  return useQuery({
    queryKey: teacherQueryKey('teacherStudents', filters),
    queryFn: ({ signal }) => loadTeacher('teacherStudents', filters, { signal }),
    // the previous page stays while the next one loads; another search's rows never stand in for this one's
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameSearch(previousQuery.queryKey[2] as StudentsFilters, filters)
        ? previous
        : undefined,
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

/** Downloads an export (students with progress, or quiz results) and saves it. */
function downloadExport(kind: 'progress' | 'quizzes', format: 'csv' | 'xlsx'): Promise<void> {
  const name = kind === 'progress' ? 'students' : 'quiz-results';
  return downloadTeacherFile('teacherStudentsExport', { kind, format }, `${name}.${format}`);
}
