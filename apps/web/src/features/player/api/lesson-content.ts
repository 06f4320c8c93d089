import { useQuery } from '@tanstack/react-query';
import type { LessonContent } from '@dars/core/contract';
import { apiFetch, ApiError } from '../../../shared/api/client.ts';
import type { Envelope } from '../../../shared/api/envelope.ts';

export const lessonContentKey = (lessonId: number) => ['lesson-content', lessonId] as const;

export async function fetchLessonContent(lessonId: number, signal?: AbortSignal): Promise<LessonContent> {
  const body = await apiFetch<Envelope<LessonContent>>(`/api/Student/contentlesson/${lessonId}`, { signal });
  if (!body?.data) throw new ApiError(404, body?.message || 'Lesson details not found.', body);
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
