import { sql, type RawBuilder } from 'kysely';

/**
 * The condition that keeps an attempt `a` (an alias of quiz_attempts) able to count towards the
 * recorded score: no earlier attempt of the same student at the same quiz showed the answer key.
 * The recorded score is the best such attempt (apps/api/src/domain/quizzes/recorded-score.ts,
 * docs/decisions/0018-quiz-retakes.md); this is the same rule in SQL, for figures over many students.
 */
export function countsTowardsRecordedScore(tenantId: string): RawBuilder<unknown> {
  return sql`NOT EXISTS (
    SELECT 1 FROM quiz_attempts k
    WHERE k.user_id = a.user_id AND k.lesson_id = a.lesson_id AND k.tenant_id = ${tenantId}
      AND k.key_shown = 1 AND k.attempt_number < a.attempt_number
  )`;
}
