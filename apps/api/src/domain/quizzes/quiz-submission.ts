import type { TenantContext } from '../../context.ts';
import type { LessonRow } from '../../db/schema.ts';
import { isPassing } from '@dars/core/rules';
import { correctAnswerIndexes, type QuizKey } from './load-quiz.ts';

export interface StoredSubmission {
  score: number;
  notes: string;
  answers: Array<number | null>;
  correctAnswers: number[] | null;
  correctCount: number;
  totalCount: number;
  passed: boolean;
  submittedAt: string;
  attempts: number;
}

/** The student's stored submission of a quiz lesson, or null. */
export async function findSubmission(
  ctx: TenantContext,
  options: { userId: string; lesson: LessonRow; quiz: QuizKey },
): Promise<StoredSubmission | null> {
  const row = await ctx.db
    .selectFrom('quiz_submissions')
    .select(['score', 'notes', 'answers', 'correct_count', 'total_count', 'submitted_at', 'attempts'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.userId)
    .where('lesson_id', '=', options.lesson.id)
    .executeTakeFirst();
  if (!row) return null;
  const score = Number(row.score);
  return {
    score,
    notes: row.notes,
    answers: parseAnswers(row.answers),
    correctAnswers: revealedAnswers(options.lesson, options.quiz),
    correctCount: Number(row.correct_count),
    totalCount: Number(row.total_count),
    passed: isPassing(score, Number(options.lesson.pass_degree)),
    submittedAt: row.submitted_at,
    attempts: Number(row.attempts),
  };
}

/** The answer key once submitted, unless the quiz hides answers. */
export function revealedAnswers(lesson: LessonRow, quiz: QuizKey): number[] | null {
  return Number(lesson.is_answer_displayed) === 1 ? correctAnswerIndexes(quiz) : null;
}

function parseAnswers(text: string): Array<number | null> {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.map((v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null))
      : [];
  } catch {
    return [];
  }
}
