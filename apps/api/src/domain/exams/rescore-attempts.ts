import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseAttemptQuestions } from './exam-rows.ts';
import { recordScore, scoreAttempt } from './finalize-attempt.ts';

/**
 * Re-scores every submitted attempt of the course's exams that drew the question, from its saved
 * answers and the bank's current key (broken questions not counted). Returns how many it read.
 */
export async function finalizedScoreRefresh(
  db: Kysely<Database>,
  options: { tenantId: string; courseId: string; questionId: number },
): Promise<number> {
  const attempts = await db
    .selectFrom('exam_attempts as a')
    .innerJoin('lessons as l', (join) =>
      join.onRef('l.id', '=', 'a.lesson_id').on('l.tenant_id', '=', options.tenantId),
    )
    .innerJoin('units as u', (join) =>
      join.onRef('u.id', '=', 'l.unit_id').on('u.tenant_id', '=', options.tenantId),
    )
    .select(['a.id', 'a.tenant_id', 'a.questions', 'l.pass_degree'])
    .where('a.tenant_id', '=', options.tenantId)
    .where('u.course_id', '=', options.courseId)
    .where('a.submitted_at', 'is not', null)
    .execute();
  let rescored = 0;
  for (const attempt of attempts) {
    if (!parseAttemptQuestions(attempt.questions).some((question) => question.q === options.questionId))
      continue;
    const result = await scoreAttempt(db, { ...attempt, passDegree: Number(attempt.pass_degree) });
    await recordScore(db, attempt.id, result);
    rescored += 1;
  }
  return rescored;
}
