import { randomUUID } from 'node:crypto';
import type { TenantContext } from '../../context.ts';
import { AppError, conflict } from '../../errors.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { courseFileSchema, formatIssuePath, type CourseFile } from './course-file-schema.ts';

/** A course file that does not validate; `issues` name each bad field by its path. */
export class CourseFileError extends AppError {
  constructor(readonly issues: string[]) {
    super(400, 'invalid_course_file', `Invalid course file: ${issues.join('; ')}`);
  }
}

export interface ImportedCourse {
  courseId: string;
  courseName: string;
  units: Array<{ unitId: number; unitName: string; lessonIds: number[] }>;
}

/** Validates the whole file first, then writes course, units, lessons and quizzes in one transaction. */
export function parseCourseFile(json: unknown): CourseFile {
  const parsed = courseFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new CourseFileError(
      parsed.error.issues.map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`),
    );
  }
  return parsed.data;
}

export async function importCourse(ctx: TenantContext, json: unknown): Promise<ImportedCourse> {
  const course = parseCourseFile(json);
  const courseId = course.id ?? randomUUID();
  const now = ctx.now().toISOString();
  try {
    return await inTransaction(ctx.db, async (trx) => {
      await trx
        .insertInto('courses')
        .values({
          id: courseId,
          tenant_id: ctx.tenantId,
          course_name: course.courseName,
          description: course.description,
          image_path: course.imagePath,
          grade: course.grade,
          term: course.term,
          price: course.price,
          active: course.active ? 1 : 0,
          is_open_to_all: course.isOpenToAll ? 1 : 0,
          created_at: now,
          modification_date: now,
        })
        .execute();
      const units: ImportedCourse['units'] = [];
      for (const [unitIndex, unit] of course.units.entries()) {
        const { id: unitId } = await trx
          .insertInto('units')
          .values({
            tenant_id: ctx.tenantId,
            course_id: courseId,
            unit_name: unit.unitName,
            titel: unit.titel,
            position: unitIndex + 1,
            active: unit.active ? 1 : 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const lessonIds: number[] = [];
        for (const [lessonIndex, lesson] of unit.lessons.entries()) {
          const isQuiz = lesson.type === 'Quiz';
          const { id: lessonId } = await trx
            .insertInto('lessons')
            .values({
              tenant_id: ctx.tenantId,
              unit_id: unitId,
              lesson_name: lesson.lessonName,
              titel: lesson.titel,
              position: lessonIndex + 1,
              active: lesson.active ? 1 : 0,
              type: lesson.type,
              video_url: lesson.videoUrl ?? null,
              attachment_url: lesson.attachmentUrl ?? null,
              attachment_title: lesson.attachmentTitle,
              is_retake: isQuiz && lesson.isRetake ? 1 : 0,
              is_score_displayed: lesson.isScoreDisplayed ? 1 : 0,
              is_answer_displayed: lesson.isAnswerDisplayed ? 1 : 0,
              pass_degree: lesson.type === 'Video' ? 0 : lesson.passDegree,
              time_limit_minutes: isQuiz ? (lesson.timeLimitMinutes ?? null) : null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          lessonIds.push(lessonId);
          for (const [questionIndex, question] of lesson.questions.entries()) {
            const { id: questionId } = await trx
              .insertInto('quiz_questions')
              .values({
                tenant_id: ctx.tenantId,
                lesson_id: lessonId,
                position: questionIndex + 1,
                text: question.text,
                type: question.type,
                explanation: question.explanation,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('quiz_answers')
              .values(
                question.answers.map((answer, answerIndex) => ({
                  tenant_id: ctx.tenantId,
                  question_id: questionId,
                  position: answerIndex + 1,
                  text: answer.text,
                  is_correct: answer.isCorrect ? (1 as const) : (0 as const),
                })),
              )
              .execute();
          }
        }
        units.push({ unitId, unitName: unit.unitName, lessonIds });
      }
      return { courseId, courseName: course.courseName, units };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('course_exists', `A course with id ${courseId} already exists.`);
    throw error;
  }
}
