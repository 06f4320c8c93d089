import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { assertStudentInTenant } from '../auth/find-student.ts';
import { addEnrolment, findEnrolment } from '../enrolments/add-enrolment.ts';
import { assertClaimable, claimCode } from './claim-code.ts';
import { hashCode, isPlausibleCode } from './code-format.ts';
import { codeNotFound } from './code-errors.ts';

export interface RedeemCourseCodeOptions {
  studentId: string;
  code: string;
  codeHashKey: string;
}

export interface RedeemedCourseCode {
  courseId: string;
  courseName: string;
  enrollmentDate: string;
}

/**
 * Spends a course code and enrols the student, in one transaction (the code claim, `claimCode`:
 * concurrent redemptions of one code give exactly one enrolment on both engines).
 * A student already enrolled in the course keeps the code unspent.
 */
export async function redeemCourseCode(
  ctx: TenantContext,
  options: RedeemCourseCodeOptions,
): Promise<RedeemedCourseCode> {
  if (!isPlausibleCode(options.code)) throw codeNotFound(400);
  const codeHash = hashCode(options.codeHashKey, options.code);
  await assertStudentInTenant(ctx, options.studentId);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const code = await trx
        .selectFrom('course_codes')
        .innerJoin('courses', 'courses.id', 'course_codes.course_id')
        .innerJoin('code_batches', 'code_batches.id', 'course_codes.batch_id')
        .select([
          'course_codes.id',
          'course_codes.redeemed_by',
          'course_codes.revoked_at',
          'code_batches.expires_at',
          'courses.id as courseId',
          'courses.course_name as courseName',
        ])
        .where('course_codes.tenant_id', '=', ctx.tenantId)
        .where('courses.tenant_id', '=', ctx.tenantId)
        .where('course_codes.code_hash', '=', codeHash)
        .executeTakeFirst();
      assertClaimable(ctx, code, 400);
      const { studentId } = options;
      if (await findEnrolment(trx, ctx, { studentId, courseId: code.courseId }))
        throw badRequest('already_enrolled', SERVER_MESSAGES.alreadyEnrolled);

      const now = ctx.now().toISOString();
      await claimCode(trx, ctx, { table: 'course_codes', codeHash, studentId, at: now, notFoundStatus: 400 });
      await addEnrolment(trx, ctx, {
        studentId,
        courseId: code.courseId,
        at: now,
        source: 'code',
        courseCodeId: code.id,
      });
      return { courseId: code.courseId, courseName: code.courseName, enrollmentDate: now };
    });
  } catch (error) {
    // a concurrent enrolment in the same course won the race: the transaction rolled back, the code is unspent
    if (isUniqueViolation(error)) throw badRequest('already_enrolled', SERVER_MESSAGES.alreadyEnrolled);
    throw error;
  }
}
