import { useQuery } from '@tanstack/react-query';
import type { CallArgs } from '../../../shared/api/client.ts';
import { callTeacher, loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';

export function useEditorQuiz(lessonId: number) {
  return useQuery({
    queryKey: teacherQueryKey('teacherQuizGet', { lessonId }),
    queryFn: ({ signal }) => loadTeacher('teacherQuizGet', { lessonId }, { signal }),
  });
}

/** Sends a spreadsheet to the import (multipart: the version field and the file part). */
export function importQuizFile(lessonId: number, version: number, file: File) {
  const args = { lessonId, version: String(version), file } as CallArgs<'teacherQuizImport'>;
  return callTeacher('teacherQuizImport', args);
}
