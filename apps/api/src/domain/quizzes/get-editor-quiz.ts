import type { EditorQuiz } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database, LessonRow } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { loadQuizKey } from './load-quiz.ts';

export interface QuizLesson {
  lesson: LessonRow;
  courseId: string;
  courseName: string;
  unitName: string;
}

/** The tenant's quiz lesson with its unit and course; another tenant's or unknown id → 404, a video → 400. */
export async function findQuizLesson(
  db: Kysely<Database>,
  ctx: Pick<TenantContext, 'tenantId'>,
  lessonId: number,
): Promise<QuizLesson> {
  const row = await db
    .selectFrom('lessons')
    .innerJoin('units', (join) =>
      join.onRef('units.id', '=', 'lessons.unit_id').on('units.tenant_id', '=', ctx.tenantId),
    )
    .innerJoin('courses', (join) =>
      join.onRef('courses.id', '=', 'units.course_id').on('courses.tenant_id', '=', ctx.tenantId),
    )
    .selectAll('lessons')
    .select(['courses.id as course_id', 'courses.course_name', 'units.unit_name'])
    .where('lessons.tenant_id', '=', ctx.tenantId)
    .where('lessons.id', '=', lessonId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.type !== 'Quiz') throw badRequest('not_a_quiz', SERVER_MESSAGES.notAQuiz);
  const { course_id, course_name, unit_name, ...lesson } = row;
  return { lesson, courseId: course_id, courseName: course_name, unitName: unit_name };
}

/** The quiz's settings as the editor shows them. */
export function settingsOf(lesson: LessonRow): EditorQuiz['settings'] {
  return {
    passDegree: Number(lesson.pass_degree),
    timeLimitMinutes: lesson.time_limit_minutes === null ? null : Number(lesson.time_limit_minutes),
    isRetake: Number(lesson.is_retake) === 1,
    isScoreDisplayed: Number(lesson.is_score_displayed) === 1,
    isAnswerDisplayed: Number(lesson.is_answer_displayed) === 1,
  };
}

/** A quiz lesson with its answer key and how many students have a stored result (staff only). */
export async function getEditorQuiz(ctx: TenantContext, options: { lessonId: number }): Promise<EditorQuiz> {
  const found = await findQuizLesson(ctx.db, ctx, options.lessonId);
  const [key, submissions] = await Promise.all([
    loadQuizKey(ctx, options.lessonId),
    ctx.db
      .selectFrom('quiz_submissions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('tenant_id', '=', ctx.tenantId)
      .where('lesson_id', '=', options.lessonId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    lessonId: found.lesson.id,
    lessonName: found.lesson.lesson_name,
    courseId: found.courseId,
    courseName: found.courseName,
    unitName: found.unitName,
    version: Number(found.lesson.version),
    settings: settingsOf(found.lesson),
    questions: key.questions.map((question) => ({
      id: question.id,
      text: question.text,
      type: question.type,
      explanation: question.explanation,
      answers: question.answers.map((answer) => ({ text: answer.text, isCorrect: answer.isCorrect })),
    })),
    submissionCount: Number(submissions.count),
  };
}
