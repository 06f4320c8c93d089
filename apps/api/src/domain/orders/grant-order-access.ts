import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { addEnrolment, findEnrolment } from '../enrolments/add-enrolment.ts';
import { addUnitOwnership, findUnitOwnership } from '../units/add-unit-ownership.ts';

/**
 * Gives the student what a paid order bought, through the paths codes use: the course by
 * `addEnrolment` (source `order`), a unit sold on its own by `addUnitOwnership` (naming the order,
 * its window starting now). Nothing when the student already holds it (a code redeemed meanwhile).
 */
export async function grantOrderAccess(
  trx: Kysely<Database>,
  ctx: Pick<TenantContext, 'tenantId'>,
  order: { id: number; user_id: string; course_id: string; unit_id: number | null; at: string },
): Promise<void> {
  if (order.unit_id !== null) {
    const unitId = Number(order.unit_id);
    if (await findUnitOwnership(trx, ctx, { studentId: order.user_id, unitId })) return;
    await addUnitOwnership(trx, ctx, {
      studentId: order.user_id,
      unitId,
      at: order.at,
      orderId: Number(order.id),
    });
    return;
  }
  if (await findEnrolment(trx, ctx, { studentId: order.user_id, courseId: order.course_id })) return;
  await addEnrolment(trx, ctx, {
    studentId: order.user_id,
    courseId: order.course_id,
    at: order.at,
    source: 'order',
  });
}
