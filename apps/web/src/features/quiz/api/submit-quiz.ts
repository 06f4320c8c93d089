import type { QuizResult, SubmitQuizBody } from '@dars/core/contract';
import { ApiError, call, isApiError } from '../../../shared/api/client.ts';
import { errorTextId } from '../../../shared/api/error-text.ts';
import type { Translator } from '../../../shared/i18n/index.ts';

/** The server scores the answers; score and notes are sent empty for the original's shape. */
export async function submitQuiz(lessonId: number, answers: (number | null)[]): Promise<QuizResult> {
  const payload: SubmitQuizBody = { lessonId, score: 0, notes: '', answers };
  // A 401 here is shown on the quiz after the client's refresh attempt.
  const body = await call('submitQuiz', payload, { onUnauthorized: 'throw' });
  if (!body?.data || body.success === false) throw new ApiError(400, body?.message ?? '', body);
  return body.data;
}

/** 401 has its own text; otherwise the text of the error code, else the fallback. */
export function submitErrorMessage(t: Translator, error: unknown): string {
  if (isApiError(error) && error.status === 401) return t('quiz.submitUnauthorized');
  return t(errorTextId(error, { fallback: 'quiz.submitFailed', network: 'quiz.submitFailed' }));
}
