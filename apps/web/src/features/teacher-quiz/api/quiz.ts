import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditorQuiz, EndpointBody } from '@dars/core/contract';
import type { CallArgs } from '../../../shared/api/client.ts';
import { loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

export const editorQuizKey = (lessonId: number) => teacherQueryKey('teacherQuizGet', { lessonId });

export function useEditorQuiz(lessonId: number) {
  return useQuery({
    queryKey: editorQuizKey(lessonId),
    queryFn: ({ signal }) => loadTeacher('teacherQuizGet', { lessonId }, { signal }),
  });
}

/** Reads the quiz again from the server (after someone else saved it). */
export function useReloadQuiz(lessonId: number) {
  const client = useQueryClient();
  return () =>
    client.fetchQuery({
      queryKey: editorQuizKey(lessonId),
      queryFn: () => loadTeacher('teacherQuizGet', { lessonId }),
      staleTime: 0,
    });
}

export function useSaveQuiz() {
  return useConsoleMutation((body: CallArgs<'teacherQuizSave'>) => loadTeacher('teacherQuizSave', body));
}

export function useRescoreQuiz() {
  return useConsoleMutation((args: { lessonId: number } & EndpointBody<'teacherQuizRescore'>) =>
    loadTeacher('teacherQuizRescore', args),
  );
}

/** Sends a spreadsheet to the import (multipart: the version field and the file part). */
export function useImportQuiz() {
  return useConsoleMutation(
    ({ lessonId, version, file }: { lessonId: number; version: number; file: File }) =>
      loadTeacher('teacherQuizImport', {
        lessonId,
        version: String(version),
        file,
      } as CallArgs<'teacherQuizImport'>),
  );
}

export type { EditorQuiz };
