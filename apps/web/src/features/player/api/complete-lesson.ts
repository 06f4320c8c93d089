import type { LessonCompletion } from '@dars/core/contract';
import { ApiError, call } from '../../../shared/api/client.ts';

/** Ours: the server records the completion, so progress survives reloads and devices. */
export async function completeLesson(lessonId: number): Promise<LessonCompletion> {
  const body = await call('lessonComplete', { lessonId });
  if (!body?.data) throw new ApiError(500, body?.message ?? '', body);
  return body.data;
}
