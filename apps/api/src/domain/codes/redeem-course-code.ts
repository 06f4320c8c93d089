import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { hashCode, isPlausibleCode } from './code-format.ts';
import { isExpired } from './batch-summaries.ts';
import { codeExpired, codeNotFound, codeRevoked } from './code-errors.ts';
import { isUniqueViolation } from '../../db/dialect.ts';

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
 * Spends a course code and enrols the student, in one transaction. The code is claimed by a
 * single conditional UPDATE (`… WHERE redeemed_by IS NULL`) whose affected-row count decides the
 * winner, so concurrent redemptions of one code give exactly one enrolment on both engines.
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
      if (!code || code.redeemed_by !== null) throw codeNotFound(400);
      if (code.revoked_at !== null) throw codeRevoked();
      if (isExpired(code.expires_at, ctx.now())) throw codeExpired();

      const enrolled = await trx
        .selectFrom('enrollments')
        .select('id')
        .where('tenant_id', '=', ctx.tenantId)
        .where('user_id', '=', options.studentId)
        .where('course_id', '=', code.courseId)
        .executeTakeFirst();
      if (enrolled) throw badRequest('already_enrolled', SERVER_MESSAGES.alreadyEnrolled);

      const now = ctx.now().toISOString();
      const claimed = await trx
        .updateTable('course_codes')
        .set({ redeemed_by: options.studentId, redeemed_at: now })
        .where('code_hash', '=', codeHash)
        .where('tenant_id', '=', ctx.tenantId)
        .where('redeemed_by', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw await lostClaim(trx, ctx.tenantId, codeHash);

      await trx
        .insertInto('enrollments')
        .values({
          tenant_id: ctx.tenantId,
          user_id: options.studentId,
          course_id: code.courseId,
          enrollment_date: now,
          source: 'code',
          course_code_id: code.id,
        })
        .execute();
      return { courseId: code.courseId, courseName: code.courseName, enrollmentDate: now };
    });
  } catch (error) {
    // a concurrent enrolment in the same course won the race: the transaction rolled back, the code is unspent
    if (isUniqueViolation(error)) throw badRequest('already_enrolled', SERVER_MESSAGES.alreadyEnrolled);
    throw error;
  }
}

export async function assertStudentInTenant(ctx: TenantContext, studentId: string): Promise<void> {
  const student = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) throw notFound(SERVER_MESSAGES.studentNotFound);
}

/** Why the claim found no row: a revocation that committed first, else a redemption that did. */
async function lostClaim(db: Kysely<Database>, tenantId: string, codeHash: string) {
  const row = await db
    .selectFrom('course_codes')
    .select('revoked_at')
    .where('tenant_id', '=', tenantId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return row?.revoked_at ? codeRevoked() : codeNotFound(400);
}
