import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { hashCode, isPlausibleCode } from './code-format.ts';
import { isExpired } from './batch-summaries.ts';
import { codeExpired, codeNotFound, codeRevoked } from './code-errors.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { assertStudentInTenant } from './redeem-course-code.ts';

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
      if (!code || code.redeemed_by !== null) throw codeNotFound(404);
      if (code.revoked_at !== null) throw codeRevoked();
      if (isExpired(code.expires_at, ctx.now())) throw codeExpired();

      const owned = await trx
        .selectFrom('unit_ownerships')
        .select('id')
        .where('tenant_id', '=', ctx.tenantId)
        .where('user_id', '=', options.studentId)
        .where('unit_id', '=', code.unitId)
        .executeTakeFirst();
      if (owned) throw badRequest('already_owns_unit', SERVER_MESSAGES.alreadyOwnsUnit);

      const now = ctx.now().toISOString();
      const claimed = await trx
        .updateTable('unit_codes')
        .set({ redeemed_by: options.studentId, redeemed_at: now })
        .where('code_hash', '=', codeHash)
        .where('tenant_id', '=', ctx.tenantId)
        .where('redeemed_by', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw await lostClaim(trx, ctx.tenantId, codeHash);

      await trx
        .insertInto('unit_ownerships')
        .values({
          tenant_id: ctx.tenantId,
          user_id: options.studentId,
          unit_id: code.unitId,
          acquired_at: now,
          unit_code_id: code.id,
        })
        .execute();
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

/** Why the claim found no row: a revocation that committed first, else a redemption that did. */
async function lostClaim(db: Kysely<Database>, tenantId: string, codeHash: string) {
  const row = await db
    .selectFrom('unit_codes')
    .select('revoked_at')
    .where('tenant_id', '=', tenantId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return row?.revoked_at ? codeRevoked() : codeNotFound(404);
}
