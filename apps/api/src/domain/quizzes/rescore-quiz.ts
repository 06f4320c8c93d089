import type { RescoreResult } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { scoreQuiz } from '@dars/core/rules';
import type { Caller, TenantContext } from '../../context.ts';
import { conflict } from '../../errors.ts';
import { answerKey, loadQuizKey } from './load-quiz.ts';
import { findQuizLesson } from './get-editor-quiz.ts';
import { auditedWrite } from '../audit/audited-write.ts';

export interface RescoreQuizOptions {
  caller: Caller;
  lessonId: number;
  /** the lesson version whose answer key the teacher saw */
  version: number;
}

/** The stored choices, or null when they cannot be read as one choice per question. */
function storedChoices(text: string): Array<number | null> | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return null;
    return value.map((v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null));
  } catch {
    return null;
  }
}

type QuizScore = ReturnType<typeof scoreQuiz>;

/** One stored result of the quiz (a latest result or a kept attempt) and how to save its new score. */
interface StoredResult {
  userId: string;
  /** null for the latest result (quiz_submissions), else the attempt's number */
  attempt: number | null;
  answers: string;
  score: number;
  correctCount: number;
  save(scored: QuizScore): Promise<void>;
}

function storedResult(
  row: { user_id: string; answers: string; score: number | string; correct_count: number | string },
  attempt: number | null,
  save: StoredResult['save'],
): StoredResult {
  const { user_id: userId, answers } = row;
  return {
    userId,
    attempt,
    answers,
    score: Number(row.score),
    correctCount: Number(row.correct_count),
    save,
  };
}

interface ScoreChange {
  userId: string;
  /** null for the latest result (quiz_submissions), else the attempt's number */
  attempt: number | null;
  before: number;
  after: number;
}

/**
 * Recomputes every stored result of a quiz (each student's latest result and every kept attempt)
 * from the answers stored with it and the quiz's current answer key, in one audited transaction.
 * A result stored for a different number of questions (questions were added or removed since) is
 * left as it was and counted as skipped: its choices no longer line up with the questions.
 * docs/decisions/0018-quiz-retakes.md: the attempts keep their own scores, so the teacher's
 * recorded score follows.
 */
export async function rescoreQuiz(ctx: TenantContext, options: RescoreQuizOptions): Promise<RescoreResult> {
  return auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const { lesson } = await findQuizLesson(trx, ctx, options.lessonId);
    if (Number(lesson.version) !== options.version) {
      throw conflict('stale_version', SERVER_MESSAGES.staleVersion);
    }
    const key = answerKey(await loadQuizKey({ ...ctx, db: trx, caches: undefined }, options.lessonId));
    const passDegree = Number(lesson.pass_degree);
    const rescore = (answers: string) => {
      const choices = storedChoices(answers);
      return choices && choices.length === key.length ? scoreQuiz(key, choices, passDegree) : null;
    };
    const result: RescoreResult = { checked: 0, changed: 0, skipped: 0 };
    const changes: ScoreChange[] = [];

    const submissions = await trx
      .selectFrom('quiz_submissions')
      .select(['id', 'user_id', 'answers', 'score', 'correct_count'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('lesson_id', '=', options.lessonId)
      .execute();
    const attempts = await trx
      .selectFrom('quiz_attempts')
      .select(['user_id', 'attempt_number', 'answers', 'score', 'correct_count'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('lesson_id', '=', options.lessonId)
      .execute();
    const stored: StoredResult[] = [
      ...submissions.map((row) =>
        storedResult(row, null, async (scored) => {
          await trx
            .updateTable('quiz_submissions')
            .set({
              score: scored.score,
              correct_count: scored.correctCount,
              total_count: scored.totalCount,
              notes: scored.notes,
            })
            .where('tenant_id', '=', ctx.tenantId)
            .where('id', '=', row.id)
            .execute();
        }),
      ),
      ...attempts.map((row) =>
        storedResult(row, Number(row.attempt_number), async (scored) => {
          await trx
            .updateTable('quiz_attempts')
            .set({ score: scored.score, correct_count: scored.correctCount, total_count: scored.totalCount })
            .where('tenant_id', '=', ctx.tenantId)
            .where('user_id', '=', row.user_id)
            .where('lesson_id', '=', options.lessonId)
            .where('attempt_number', '=', row.attempt_number)
            .execute();
        }),
      ),
    ];

    for (const row of stored) {
      result.checked++;
      const scored = rescore(row.answers);
      if (!scored) {
        result.skipped++;
        continue;
      }
      if (scored.score === row.score && scored.correctCount === row.correctCount) continue;
      result.changed++;
      changes.push({ userId: row.userId, attempt: row.attempt, before: row.score, after: scored.score });
      await row.save(scored);
    }

    await audit({
      action: 'quiz.rescore',
      entityType: 'quiz',
      entityId: options.lessonId,
      before: { scores: changes.map(({ userId, attempt, before }) => ({ userId, attempt, score: before })) },
      after: {
        ...result,
        scores: changes.map(({ userId, attempt, after }) => ({ userId, attempt, score: after })),
      },
    });
    return result;
  });
}
