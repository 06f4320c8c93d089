import type { TenantContext } from '../../context.ts';
import type { QuestionType } from '../../db/schema.ts';
import { VersionedCache } from '../../cache/versioned-cache.ts';

export interface QuizAnswerKey {
  id: number;
  text: string;
  isCorrect: boolean;
}

export interface QuizQuestionKey {
  id: number;
  text: string;
  type: QuestionType;
  explanation: string | null;
  answers: QuizAnswerKey[];
}

/** A quiz with its answer key. Server-side only: never serialise this to a student before submission. */
export interface QuizKey {
  lessonId: number;
  questions: QuizQuestionKey[];
}

const quizzesOf = (ctx: TenantContext) =>
  ctx.caches?.named('quiz-keys', () => new VersionedCache<QuizKey>({ max: 2_000 }));

/**
 * The quiz of a lesson, cached under its course's modification date (`version`) like the course
 * tree; without a version it is read from the database.
 */
export async function loadQuizKey(ctx: TenantContext, lessonId: number, version?: string): Promise<QuizKey> {
  const quizzes = quizzesOf(ctx);
  if (version === undefined || !quizzes) return readQuizKey(ctx, lessonId);
  return quizzes.get(`${ctx.tenantId}\u0000${lessonId}`, version, () => readQuizKey(ctx, lessonId));
}

/** Questions and answers in display order, in one query. */
async function readQuizKey(ctx: TenantContext, lessonId: number): Promise<QuizKey> {
  const rows = await ctx.db
    .selectFrom('quiz_questions as q')
    .leftJoin('quiz_answers as a', (join) =>
      join.onRef('a.question_id', '=', 'q.id').on('a.tenant_id', '=', ctx.tenantId),
    )
    .select([
      'q.id as question_id',
      'q.text as question_text',
      'q.type as question_type',
      'q.explanation',
      'a.id as answer_id',
      'a.text as answer_text',
      'a.is_correct',
    ])
    .where('q.tenant_id', '=', ctx.tenantId)
    .where('q.lesson_id', '=', lessonId)
    .orderBy('q.position')
    .orderBy('q.id')
    .orderBy('a.position')
    .orderBy('a.id')
    .execute();
  const questions: QuizQuestionKey[] = [];
  let current: QuizQuestionKey | undefined;
  for (const row of rows) {
    if (!current || current.id !== row.question_id) {
      current = {
        id: row.question_id,
        text: row.question_text,
        type: row.question_type,
        explanation: row.explanation,
        answers: [],
      };
      questions.push(current);
    }
    if (row.answer_id !== null && row.answer_id !== undefined) {
      current.answers.push({
        id: row.answer_id,
        text: row.answer_text ?? '',
        isCorrect: Number(row.is_correct) === 1,
      });
    }
  }
  return { lessonId, questions };
}

/** The questions as a student may see them before submitting: no correctness, no explanation. */
export function publicQuestions(quiz: QuizKey) {
  return quiz.questions.map((question) => ({
    id: question.id,
    text: question.text,
    type: question.type,
    answers: question.answers.map((answer) => ({ id: answer.id, text: answer.text })),
  }));
}

/** Zero-based index of the correct answer of each question (the importer guarantees exactly one; 0 if a row lacks it). */
export function correctAnswerIndexes(quiz: QuizKey): number[] {
  return quiz.questions.map((question) =>
    Math.max(
      0,
      question.answers.findIndex((answer) => answer.isCorrect),
    ),
  );
}

/** The index of each question's right answer (null when it has none), as the scoring rule reads it. */
export function answerKey(quiz: QuizKey): Array<number | null> {
  return quiz.questions.map((question) => {
    const index = question.answers.findIndex((answer) => answer.isCorrect);
    return index < 0 ? null : index;
  });
}
