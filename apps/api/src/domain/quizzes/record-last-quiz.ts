import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordedQuizFigures } from './recorded-score.ts';

/**
 * Keeps on the student the quiz they submitted last and its recorded score (the best attempt
 * before the answer key was shown; docs/decisions/0018-quiz-retakes.md), so that the dashboard
 * finds the students below the pass mark without going through every attempt
 * (docs/decisions/0022-teacher-figures.md). Runs in the submission's transaction; an older
 * submission finishing late does not replace a newer one.
 */
export async function recordLastQuiz(
  trx: Kysely<Database>,
  options: { tenantId: string; userId: string; lessonId: number; at: string },
): Promise<void> {
  const attempts = await trx
    .selectFrom('quiz_attempts')
    .select(['attempt_number', 'score', 'correct_count', 'total_count', 'key_shown', 'submitted_at'])
    .where('tenant_id', '=', options.tenantId)
    .where('user_id', '=', options.userId)
    .where('lesson_id', '=', options.lessonId)
    .execute();
  const figures = recordedQuizFigures(
    attempts.map((attempt) => ({
      attemptNumber: Number(attempt.attempt_number),
      score: Number(attempt.score),
      correctCount: Number(attempt.correct_count),
      totalCount: Number(attempt.total_count),
      keyShown: Number(attempt.key_shown) === 1,
      submittedAt: attempt.submitted_at,
    })),
  );
  if (!figures) return;
  await trx
    .updateTable('users')
    .set({
      last_quiz_lesson_id: options.lessonId,
      last_quiz_score: figures.best.score,
      last_quiz_at: options.at,
    })
    .where('tenant_id', '=', options.tenantId)
    .where('id', '=', options.userId)
    .where((eb) => eb.or([eb('last_quiz_at', 'is', null), eb('last_quiz_at', '<=', options.at)]))
    .execute();
}
