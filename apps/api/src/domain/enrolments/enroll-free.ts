import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { assertStudentInTenant } from '../auth/find-student.ts';
import { addEnrolment } from './add-enrolment.ts';

/** Enrols the student in a free (price 0) active course of the tenant. */
export async function enrollFree(
  ctx: TenantContext,
  options: { studentId: string; courseId: string },
): Promise<{ courseId: string; courseName: string; enrollmentDate: string }> {
  await assertStudentInTenant(ctx, options.studentId);
  const course = await ctx.db
    .selectFrom('courses')
    .select(['id', 'course_name', 'price', 'active'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.courseId)
    .executeTakeFirst();
  if (!course || course.active !== 1) throw notFound(SERVER_MESSAGES.courseNotFound);
  if (Number(course.price) > 0) throw forbidden('code_required', SERVER_MESSAGES.requiresCode);
  const enrollmentDate = ctx.now().toISOString();
  try {
    await addEnrolment(ctx.db, ctx, {
      studentId: options.studentId,
      courseId: course.id,
      at: enrollmentDate,
      source: 'free',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('already_enrolled', SERVER_MESSAGES.alreadyEnrolled);
    throw error;
  }
  return { courseId: course.id, courseName: course.course_name, enrollmentDate };
}
