import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordChange } from '../audit/record-change.ts';
import { findStudent } from '../auth/find-student.ts';

export interface EnrolStudentOptions {
  caller: Caller;
  studentId: string;
  courseId: string;
  reason: string;
}

async function courseOf(ctx: TenantContext, db: TenantContext['db'], courseId: string) {
  const course = await db
    .selectFrom('courses')
    .select(['id', 'course_name'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw notFound(SERVER_MESSAGES.courseNotFound);
  return course;
}

/** Enrols the student in a course of the tenant by hand (source `admin`), with the reason audited. */
export async function enrolStudent(ctx: TenantContext, options: EnrolStudentOptions): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const student = await findStudent(trx, ctx, options.studentId);
    const course = await courseOf(ctx, trx, options.courseId);
    const existing = await trx
      .selectFrom('enrollments')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', student.id)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    if (existing) throw conflict('already_enrolled', SERVER_MESSAGES.studentAlreadyEnrolled);
    const at = ctx.now().toISOString();
    await trx
      .insertInto('enrollments')
      .values({
        tenant_id: ctx.tenantId,
        user_id: student.id,
        course_id: course.id,
        enrollment_date: at,
        source: 'admin',
        course_code_id: null,
      })
      .execute();
    await recordChange(trx, ctx, {
      actor: options.caller,
      action: 'enrolment.create',
      entityType: 'enrolment',
      entityId: `${student.id}:${course.id}`,
      before: null,
      after: {
        studentId: student.id,
        courseId: course.id,
        courseName: course.course_name,
        source: 'admin',
        reason: options.reason,
      },
    });
  });
}

/** Removes the student from a course by hand, with the reason audited (the enrolment as it was is kept in the log). */
export async function unenrolStudent(ctx: TenantContext, options: EnrolStudentOptions): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const student = await findStudent(trx, ctx, options.studentId);
    const course = await courseOf(ctx, trx, options.courseId);
    const existing = await trx
      .selectFrom('enrollments')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', student.id)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    if (!existing) throw notFound(SERVER_MESSAGES.studentNotEnrolled);
    await trx
      .deleteFrom('enrollments')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', existing.id)
      .execute();
    await recordChange(trx, ctx, {
      actor: options.caller,
      action: 'enrolment.delete',
      entityType: 'enrolment',
      entityId: `${student.id}:${course.id}`,
      before: {
        studentId: student.id,
        courseId: course.id,
        courseName: course.course_name,
        source: existing.source,
        enrolledAt: existing.enrollment_date,
      },
      after: { reason: options.reason },
    });
  });
}
