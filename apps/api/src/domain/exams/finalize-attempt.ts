import { examScore } from '@dars/core/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseAttemptQuestions, readBankQuestions } from './exam-rows.ts';
import { queueExamResultMessages } from '../messages/index.ts';

export interface AttemptScore {
  score: number;
  correctCount: number;
  countedCount: number;
  passed: boolean;
}

/**
 * Scores an attempt from its saved answers and the bank's current key: broken or deleted questions
 * are not counted (docs/product-rules.md, "Exams").
 */
export async function scoreAttempt(
  db: Kysely<Database>,
  attempt: { id: number; tenant_id: string; questions: string; passDegree: number },
): Promise<AttemptScore> {
  const questions = parseAttemptQuestions(attempt.questions);
  const bank = await readBankQuestions(
    db,
    attempt.tenant_id,
    questions.map((question) => question.q),
  );
  const answers = await db
    .selectFrom('exam_answers')
    .select(['question_id', 'chosen'])
    .where('attempt_id', '=', attempt.id)
    .execute();
  const chosen = new Map(answers.map((answer) => [answer.question_id, answer.chosen]));
  let correctCount = 0;
  let countedCount = 0;
  for (const { q } of questions) {
    const question = bank.get(q);
    if (!question || Number(question.broken) === 1) continue;
    countedCount += 1;
    const pick = chosen.get(q);
    if (pick !== null && pick !== undefined && Number(pick) === Number(question.correct_index))
      correctCount += 1;
  }
  const score = examScore(correctCount, countedCount);
  return { score, correctCount, countedCount, passed: score >= attempt.passDegree };
}

/** Stores an attempt's score (at its submission, or a re-score). */
export async function recordScore(
  db: Kysely<Database>,
  attemptId: number,
  result: AttemptScore,
): Promise<void> {
  await db
    .updateTable('exam_attempts')
    .set({
      score: result.score,
      correct_count: result.correctCount,
      counted_count: result.countedCount,
      passed: result.passed ? 1 : 0,
    })
    .where('id', '=', attemptId)
    .execute();
}

/**
 * Submits one attempt, once: the conditional update on `submitted_at IS NULL` makes a second
 * submit (the student's and the deadline sweep's at once) a no-op. A late submit is dated at the
 * deadline. Returns whether this call submitted it. In the same transaction the attempt is
 * scored and the lesson completed.
 */
export async function finalizeAttempt(
  db: Kysely<Database>,
  options: { tenantId: string; attemptId: number; now: Date; by: 'student' | 'deadline' },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const nowIso = options.now.toISOString();
    const claimed = await trx
      .updateTable('exam_attempts')
      .set((eb) => ({
        submitted_at: eb
          .case()
          .when('deadline_at', '<', nowIso)
          .then(eb.ref('deadline_at'))
          .else(nowIso)
          .end(),
        submitted_by: eb
          .case()
          .when('deadline_at', '<=', nowIso)
          .then('deadline' as const)
          .else(options.by)
          .end(),
      }))
      .where('tenant_id', '=', options.tenantId)
      .where('id', '=', options.attemptId)
      .where('submitted_at', 'is', null)
      .returning(['id', 'tenant_id', 'questions', 'lesson_id', 'user_id', 'submitted_at'])
      .executeTakeFirst();
    if (!claimed) return false;
    const lesson = await trx
      .selectFrom('lessons')
      .select('pass_degree')
      .where('tenant_id', '=', options.tenantId)
      .where('id', '=', claimed.lesson_id)
      .executeTakeFirst();
    const result = await scoreAttempt(trx, { ...claimed, passDegree: Number(lesson?.pass_degree ?? 0) });
    await recordScore(trx, claimed.id, result);
    await queueExamResultMessages(trx, {
      tenantId: options.tenantId,
      now: options.now,
      attemptId: claimed.id,
      userId: claimed.user_id,
      lessonId: claimed.lesson_id,
      score: result.score,
    });
    await trx
      .insertInto('lesson_completions')
      .values({
        tenant_id: options.tenantId,
        user_id: claimed.user_id,
        lesson_id: claimed.lesson_id,
        completed_at: claimed.submitted_at ?? nowIso,
      })
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
      .execute();
    return true;
  });
}

/**
 * Submits every attempt whose deadline has passed (one attempt, of one student and exam, of one
 * tenant, or of all), oldest first, at most `limit`. Called on every read or write of an attempt
 * and by the deadline jobs (deadline-job.ts), so an attempt left open by a closed tab is submitted.
 */
export async function submitOverdueAttempts(
  db: Kysely<Database>,
  options: {
    now: Date;
    tenantId?: string;
    userId?: string;
    lessonId?: number;
    attemptId?: number;
    limit?: number;
  },
): Promise<number> {
  let query = db
    .selectFrom('exam_attempts')
    .select(['id', 'tenant_id'])
    .where('submitted_at', 'is', null)
    .where('deadline_at', '<=', options.now.toISOString());
  if (options.tenantId !== undefined) query = query.where('tenant_id', '=', options.tenantId);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  if (options.lessonId !== undefined) query = query.where('lesson_id', '=', options.lessonId);
  if (options.attemptId !== undefined) query = query.where('id', '=', options.attemptId);
  const overdue = await query
    .orderBy('deadline_at')
    .limit(options.limit ?? 500)
    .execute();
  let submitted = 0;
  for (const attempt of overdue) {
    if (
      await finalizeAttempt(db, {
        tenantId: attempt.tenant_id,
        attemptId: attempt.id,
        now: options.now,
        by: 'deadline',
      })
    )
      submitted += 1;
  }
  return submitted;
}
