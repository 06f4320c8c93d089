import type { LessonCompletion } from '@dars/core/contract';
import { apiFetch, ApiError } from '../../../shared/api/client.ts';
import type { Envelope } from '../../../shared/api/envelope.ts';

/** Ours: the server records the completion, so progress survives reloads and devices. */
export async function completeLesson(lessonId: number): Promise<LessonCompletion> {
  const body = await apiFetch<Envelope<LessonCompletion>>('/api/Student/lesson-complete', {
    method: 'POST',
    body: { lessonId },
  });
  if (!body?.data) throw new ApiError(500, body?.message || 'Failed to complete the lesson', body);
  return body.data;
}
