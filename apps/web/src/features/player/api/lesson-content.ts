import { useQuery } from '@tanstack/react-query';
import type { LessonContent } from '@dars/core/contract';
import { ApiError, call } from '../../../shared/api/client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const lessonContentKey = (lessonId: number) => queryKeyOf('lessonContent', { id: lessonId });

export async function fetchLessonContent(lessonId: number, signal?: AbortSignal): Promise<LessonContent> {
  const body = await call('lessonContent', { id: lessonId }, { signal });
  if (!body?.data) throw new ApiError(404, body?.message ?? '', body);
  return body.data;
}

/** Content of the selected lesson; refused lessons (403) surface their access message. */
export function useLessonContent(lessonId: number | null) {
  return useQuery({
    queryKey: lessonContentKey(lessonId ?? -1),
    queryFn: ({ signal }) => fetchLessonContent(lessonId as number, signal),
    enabled: lessonId !== null,
  });
}
