import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamView } from '@dars/core/contract';
import { useCallback } from 'react';
import { ApiError, call } from '../../../shared/api/client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const examKey = (lessonId: number) => queryKeyOf('examGet', { lessonId });

function dataOf(body: { data: ExamView | null; message: string } | undefined): ExamView {
  if (!body?.data) throw new ApiError(400, body?.message ?? '', body);
  return body.data;
}

/** The exam with the caller's attempt in progress (and its time left by the server's clock). */
export function useExam(lessonId: number) {
  return useQuery({
    queryKey: examKey(lessonId),
    queryFn: async ({ signal }) => dataOf(await call('examGet', { lessonId }, { signal })),
    // the attempt's answers and time are the server's: read afresh on return to the tab
    refetchOnWindowFocus: true,
  });
}

/** Writes that answer a new view of the exam put it in the query cache. */
export function useExamActions(lessonId: number) {
  const client = useQueryClient();
  const put = useCallback(
    (view: ExamView) => client.setQueryData(examKey(lessonId), view),
    [client, lessonId],
  );
  return {
    start: useCallback(async () => put(dataOf(await call('examStart', { lessonId }))), [lessonId, put]),
    submit: useCallback(
      async (attemptId: number) => put(dataOf(await call('examSubmit', { attemptId }))),
      [put],
    ),
    next: useCallback(
      async (attemptId: number, from: number) => put(dataOf(await call('examNext', { attemptId, from }))),
      [put],
    ),
    reload: useCallback(() => client.invalidateQueries({ queryKey: examKey(lessonId) }), [client, lessonId]),
  };
}

export async function saveExamAnswer(attemptId: number, questionId: number, option: number | null) {
  const body = await call('examAnswer', { attemptId, questionId, option });
  if (!body?.data) throw new ApiError(400, body?.message ?? '', body);
  return body.data;
}

/** A hint for the teacher: the exam tab was hidden or shown again. Failures are ignored. */
export function reportExamEvent(attemptId: number, kind: 'hidden' | 'visible') {
  void call('examEvent', { attemptId, kind }).catch(() => undefined);
}
