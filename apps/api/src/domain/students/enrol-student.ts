import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { findStudent } from '../auth/find-student.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { addEnrolment, findEnrolment } from '../enrolments/add-enrolment.ts';

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
  await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const student = await findStudent(trx, ctx, options.studentId);
    const course = await courseOf(ctx, trx, options.courseId);
    if (await findEnrolment(trx, ctx, { studentId: student.id, courseId: course.id }))
      throw conflict('already_enrolled', SERVER_MESSAGES.studentAlreadyEnrolled);
    await addEnrolment(trx, ctx, {
      studentId: student.id,
      courseId: course.id,
      at: ctx.now().toISOString(),
      source: 'admin',
    });
    await audit({
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
  await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const student = await findStudent(trx, ctx, options.studentId);
    const course = await courseOf(ctx, trx, options.courseId);
    const existing = await findEnrolment(trx, ctx, { studentId: student.id, courseId: course.id });
    if (!existing) throw notFound(SERVER_MESSAGES.studentNotEnrolled);
    await trx
      .deleteFrom('enrollments')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', existing.id)
      .execute();
    await audit({
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
