import type { Kysely, Selectable } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database, UnitOwnershipsTable } from '../../db/schema.ts';

/** The student's ownership of a unit sold on its own, if any, read inside the granting transaction. */
export function findUnitOwnership(
  db: Kysely<Database>,
  ctx: Pick<TenantContext, 'tenantId'>,
  options: { studentId: string; unitId: number },
): Promise<Selectable<UnitOwnershipsTable> | undefined> {
  return db
    .selectFrom('unit_ownerships')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.studentId)
    .where('unit_id', '=', options.unitId)
    .executeTakeFirst();
}

/**
 * Gives the student a unit on its own (My Lectures, the unit viewer; its 7-day window starts at
 * `at`): by a unit code (`unitCodeId`, domain/codes/redeem-unit-code.ts) or by a paid online order
 * (`orderId`, domain/orders/settle-transaction.ts). The (student, unit) key is unique, so a
 * concurrent grant fails here with a unique violation the caller answers as "already owns".
 */
export async function addUnitOwnership(
  db: Kysely<Database>,
  ctx: Pick<TenantContext, 'tenantId'>,
  options: { studentId: string; unitId: number; at: string } & (
    { unitCodeId: number; orderId?: never } | { orderId: number; unitCodeId?: never }
  ),
): Promise<void> {
  await db
    .insertInto('unit_ownerships')
    .values({
      tenant_id: ctx.tenantId,
      user_id: options.studentId,
      unit_id: options.unitId,
      acquired_at: options.at,
      unit_code_id: options.unitCodeId ?? null,
      order_id: options.orderId ?? null,
    })
    .execute();
}
