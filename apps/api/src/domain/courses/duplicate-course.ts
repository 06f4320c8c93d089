import crypto from 'node:crypto';
import type { TeacherCourse } from '@dars/core/contract';
import type { Caller, TenantContext } from '../../context.ts';
import { courseRow, loadTeacherCourse } from './course-rows.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/**
 * A copy of a course for a new school year: its fields (inactive, not archived), units, lessons
 * (videos and attachments point at the same files) and quiz questions with their answers, in the
 * same order. Enrolments, codes and progress are not copied. One transaction.
 */
export async function duplicateCourse(
  ctx: TenantContext,
  options: { caller: Caller; courseId: string; courseName: string },
): Promise<TeacherCourse> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    const source = await courseRow(trx, ctx.tenantId, options.courseId);
    const id = crypto.randomUUID();
    const now = ctx.now().toISOString();
    await trx
      .insertInto('courses')
      .values({
        id,
        tenant_id: ctx.tenantId,
        course_name: options.courseName,
        description: source.description,
        image_path: source.image_path,
        grade: source.grade,
        term: source.term,
        price: source.price,
        active: 0,
        is_open_to_all: source.is_open_to_all,
        created_at: now,
        modification_date: now,
      })
      .execute();
    const units = await trx
      .selectFrom('units')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('course_id', '=', source.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    for (const unit of units) {
      const newUnit = await trx
        .insertInto('units')
        .values({
          tenant_id: ctx.tenantId,
          course_id: id,
          unit_name: unit.unit_name,
          titel: unit.titel,
          position: unit.position,
          active: unit.active,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lessons = await trx
        .selectFrom('lessons')
        .selectAll()
        .where('tenant_id', '=', ctx.tenantId)
        .where('unit_id', '=', unit.id)
        .orderBy('position')
        .orderBy('id')
        .execute();
      for (const lesson of lessons) {
        const { id: lessonId, version: _version, unit_id: _unit, ...fields } = lesson;
        const newLesson = await trx
          .insertInto('lessons')
          .values({ ...fields, unit_id: newUnit.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        const questions = await trx
          .selectFrom('quiz_questions')
          .selectAll()
          .where('tenant_id', '=', ctx.tenantId)
          .where('lesson_id', '=', lessonId)
          .orderBy('position')
          .orderBy('id')
          .execute();
        for (const question of questions) {
          const { id: questionId, lesson_id: _lesson, ...questionFields } = question;
          const newQuestion = await trx
            .insertInto('quiz_questions')
            .values({ ...questionFields, lesson_id: newLesson.id })
            .returning('id')
            .executeTakeFirstOrThrow();
          const answers = await trx
            .selectFrom('quiz_answers')
            .selectAll()
            .where('tenant_id', '=', ctx.tenantId)
            .where('question_id', '=', questionId)
            .orderBy('position')
            .execute();
          if (answers.length) {
            await trx
              .insertInto('quiz_answers')
              .values(
                answers.map(({ id: _id, question_id: _q, ...answer }) => ({
                  ...answer,
                  question_id: newQuestion.id,
                })),
              )
              .execute();
          }
        }
      }
    }
    const after = await loadTeacherCourse(trx, ctx.tenantId, id);
    await audit({
      action: 'course.duplicate',
      entityType: 'course',
      entityId: id,
      before: { copiedFrom: source.id, courseName: source.course_name },
      after,
    });
    return after;
  });
}
