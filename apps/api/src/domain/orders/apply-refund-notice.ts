import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { recordChange } from '../audit/index.ts';
import { inquireTransaction, paymobOrderIdOf } from './paymob-client.ts';
import { readPaymobSettings, type PaymobAccess } from './paymob-settings.ts';
import type { SettledOrder } from './settle-transaction.ts';

/** The audit log's actor for what Paymob itself reported (a refund made in Paymob's dashboard). */
const PAYMOB_ACTOR = { userId: 'Paymob', role: 'Admin', deviceId: null } as const;

/**
 * A signed notice that money of a paid order went back (docs/payments.md, "Refunds"): the original
 * transaction marked refunded or voided, or a refund transaction (a child of it), as Paymob sends
 * them after a refund made in its own dashboard, or after ours. The refunded total is not one of the
 * signed fields, so it is read from Paymob's own answer to the transaction inquiry, and set as a
 * total (never added): replays and concurrent copies change the order once. A total reaching the
 * amount paid marks the order refunded and removes the access it gave (as a console refund does);
 * the refund it adds is kept for the receipt. What the order already records (a refund made from
 * the console) changes nothing.
 */
export async function applyRefundNotice(
  ctx: TenantContext,
  access: PaymobAccess,
  options: { paymobOrderId: string },
): Promise<SettledOrder> {
  const order = await ctx.db
    .selectFrom('orders')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'orders.user_id').on('users.tenant_id', '=', ctx.tenantId),
    )
    .select([
      'orders.id',
      'orders.reference',
      'orders.user_id',
      'orders.course_id',
      'orders.unit_id',
      'orders.amount_cents',
      'orders.refunded_cents',
      'orders.status',
      'users.user_name',
    ])
    .where('orders.tenant_id', '=', ctx.tenantId)
    .where('orders.paymob_order_id', '=', options.paymobOrderId)
    .executeTakeFirst();
  if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
  const settled = (status: SettledOrder['status']): SettledOrder => ({
    reference: order.reference,
    courseId: order.course_id,
    unitId: order.unit_id === null ? null : Number(order.unit_id),
    status,
  });
  if (order.status !== 'paid') return settled(order.status);
  const settings = await readPaymobSettings(ctx, access);
  if (!settings) return settled(order.status);
  const transaction = await inquireTransaction(access.apiBase, settings, options.paymobOrderId);
  if (!transaction || paymobOrderIdOf(transaction) !== options.paymobOrderId) return settled(order.status);
  const amount = Number(order.amount_cents);
  const total =
    transaction.is_voided === true
      ? amount
      : Math.min(amount, Number(transaction.refunded_amount_cents ?? 0));
  if (!(total > Number(order.refunded_cents))) return settled(order.status);

  const full = total >= amount;
  const at = ctx.now().toISOString();
  // compare-and-set on the refunded total read just before: the refund this notice adds is exactly
  // the difference, and a copy that lost the race reads the new total and finds nothing left to add
  let before = Number(order.refunded_cents);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (!(total > before)) return settled(await statusOf(ctx, order.id));
    const from = before;
    const applied = await ctx.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('orders')
        .set({ refunded_cents: total, updated_at: at, ...(full ? { status: 'refunded' as const } : {}) })
        .where('id', '=', order.id)
        .where('status', '=', 'paid')
        .where('refunded_cents', '=', from)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('order_refunds')
        .values({
          tenant_id: ctx.tenantId,
          order_id: order.id,
          amount_cents: total - from,
          refunded_at: at,
          source: 'paymob',
        })
        .execute();
      if (full) await removeOrderAccess(trx, ctx, order);
      await recordChange(trx, ctx, {
        actor: PAYMOB_ACTOR,
        action: 'order.refund',
        entityType: 'order',
        entityId: order.reference,
        before: { status: 'paid', refundedCents: from },
        after: {
          name: order.user_name ?? '',
          status: full ? 'refunded' : 'paid',
          refundedCents: total,
          amountCents: total - from,
        },
      });
      return true;
    });
    if (applied) return settled(full ? 'refunded' : 'paid');
    const now = await ctx.db
      .selectFrom('orders')
      .select(['status', 'refunded_cents'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    if (now.status !== 'paid') return settled(now.status);
    before = Number(now.refunded_cents);
  }
  return settled(await statusOf(ctx, order.id));
}

async function statusOf(ctx: TenantContext, orderId: number) {
  const row = await ctx.db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** Removes the access an order gave (its course enrolment, or its unit), not one a code or the teacher gave. */
export async function removeOrderAccess(
  trx: TenantContext['db'],
  ctx: Pick<TenantContext, 'tenantId'>,
  order: { id: number; user_id: string; course_id: string; unit_id: number | null },
): Promise<void> {
  if (order.unit_id !== null) {
    await trx
      .deleteFrom('unit_ownerships')
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', order.user_id)
      .where('order_id', '=', Number(order.id))
      .execute();
    return;
  }
  await trx
    .deleteFrom('enrollments')
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', order.user_id)
    .where('course_id', '=', order.course_id)
    .where('source', '=', 'order')
    .execute();
}
