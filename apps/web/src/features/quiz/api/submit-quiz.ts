import type { QuizResult, SubmitQuizBody } from '@dars/core/contract';
import { apiFetch, ApiError, isApiError } from '../../../shared/api/client.ts';
import type { Envelope } from '../../../shared/api/envelope.ts';
import type { Translator } from '../../../shared/i18n/index.ts';

/** The server scores the answers; score and notes are sent empty for the original's shape. */
export async function submitQuiz(lessonId: number, answers: (number | null)[]): Promise<QuizResult> {
  const payload: SubmitQuizBody = { lessonId, score: 0, notes: '', answers };
  const body = await apiFetch<Envelope<QuizResult>>('/api/quizresult/submit', {
    method: 'POST',
    body: payload,
    // A 401 here is shown on the quiz (spec §8) after the client's refresh attempt.
    onUnauthorized: 'throw',
  });
  if (!body?.data || body.success === false) throw new ApiError(400, body?.message ?? '', body);
  return body.data;
}

/** Spec §8: 401 has its own text; otherwise the server message, else the fallback. */
export function submitErrorMessage(t: Translator, error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return t('quiz.submitUnauthorized');
    if (error.status !== 0 && error.status < 500 && error.message.trim()) return error.message;
  }
  return t('quiz.submitFailed');
}
