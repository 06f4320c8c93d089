import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { assertStudentInTenant } from '../auth/find-student.ts';
import { assertClaimable, claimCode } from './claim-code.ts';
import { hashCode, isPlausibleCode } from './code-format.ts';
import { codeNotFound } from './code-errors.ts';
import { addUnitOwnership, findUnitOwnership } from '../units/add-unit-ownership.ts';

export interface RedeemUnitCodeOptions {
  studentId: string;
  code: string;
  codeHashKey: string;
}

export interface RedeemedUnitCode {
  unitId: number;
  unitName: string;
  courseId: string;
  courseName: string;
}

/**
 * Spends a unit code and gives the student the unit, in one transaction (same claim-by-conditional-
 * UPDATE as course codes). The unit viewer's access window starts at `acquired_at`.
 */
export async function redeemUnitCode(
  ctx: TenantContext,
  options: RedeemUnitCodeOptions,
): Promise<RedeemedUnitCode> {
  if (!isPlausibleCode(options.code)) throw codeNotFound(404);
  const codeHash = hashCode(options.codeHashKey, options.code);
  await assertStudentInTenant(ctx, options.studentId);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const code = await trx
        .selectFrom('unit_codes')
        .innerJoin('units', 'units.id', 'unit_codes.unit_id')
        .innerJoin('courses', 'courses.id', 'units.course_id')
        .innerJoin('code_batches', 'code_batches.id', 'unit_codes.batch_id')
        .select([
          'unit_codes.id',
          'unit_codes.redeemed_by',
          'unit_codes.revoked_at',
          'code_batches.expires_at',
          'units.id as unitId',
          'units.unit_name as unitName',
          'courses.id as courseId',
          'courses.course_name as courseName',
        ])
        .where('unit_codes.tenant_id', '=', ctx.tenantId)
        .where('units.tenant_id', '=', ctx.tenantId)
        .where('unit_codes.code_hash', '=', codeHash)
        .executeTakeFirst();
      assertClaimable(ctx, code, 404);

      const owned = await findUnitOwnership(trx, ctx, { studentId: options.studentId, unitId: code.unitId });
      if (owned) throw badRequest('already_owns_unit', SERVER_MESSAGES.alreadyOwnsUnit);

      const now = ctx.now().toISOString();
      await claimCode(trx, ctx, {
        table: 'unit_codes',
        codeHash,
        studentId: options.studentId,
        at: now,
        notFoundStatus: 404,
      });

      await addUnitOwnership(trx, ctx, {
        studentId: options.studentId,
        unitId: code.unitId,
        at: now,
        unitCodeId: code.id,
      });
      return {
        unitId: code.unitId,
        unitName: code.unitName,
        courseId: code.courseId,
        courseName: code.courseName,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('already_owns_unit', SERVER_MESSAGES.alreadyOwnsUnit);
    throw error;
  }
}
