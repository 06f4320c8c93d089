import { sql } from 'kysely';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { removeOrderAccess } from './apply-refund-notice.ts';
import { refundTransaction } from './paymob-client.ts';
import { readPaymobSettings, type PaymobAccess } from './paymob-settings.ts';

export interface RefundedOrder {
  reference: string;
  status: 'paid' | 'refunded';
  refundedCents: number;
}

/**
 * The Admin refunds a paid order, fully (no amount) or in part, through Paymob's refund API
 * (docs/payments.md). The amount is claimed on the order first by a conditional UPDATE, so two
 * refunds at once cannot together pass the amount paid; Paymob refusing gives the claim back. A
 * full refund marks the order refunded and removes the access the order gave (its enrolment or
 * unit, not one a code or the teacher gave). Audited.
 */
export async function refundOrder(
  ctx: TenantContext,
  access: PaymobAccess,
  options: { caller: Caller; reference: string; amountCents?: number | undefined },
): Promise<RefundedOrder> {
  const settings = await readPaymobSettings(ctx, access);
  if (!settings) throw forbidden('payments_off', SERVER_MESSAGES.paymentsOff);
  const order = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('reference', '=', options.reference)
    .executeTakeFirst();
  if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
  if (order.status !== 'paid' || !order.paymob_transaction_id) {
    throw conflict('order_not_refundable', SERVER_MESSAGES.orderNotRefundable);
  }
  const remaining = order.amount_cents - order.refunded_cents;
  const amount = options.amountCents ?? remaining;
  if (!Number.isInteger(amount) || amount < 1 || amount > remaining) {
    throw badRequest('refund_amount', SERVER_MESSAGES.refundAmount);
  }

  const claim = await ctx.db
    .updateTable('orders')
    .set({ refunded_cents: sql<number>`refunded_cents + ${amount}` })
    .where('id', '=', order.id)
    .where('status', '=', 'paid')
    .where(sql<boolean>`refunded_cents + ${amount} <= amount_cents`)
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1)
    throw conflict('order_not_refundable', SERVER_MESSAGES.orderNotRefundable);
  try {
    const refund = await refundTransaction(access.apiBase, settings, order.paymob_transaction_id, amount);
    if (!refund.success) throw conflict('refund_refused', SERVER_MESSAGES.refundRefused);
  } catch (error) {
    await ctx.db
      .updateTable('orders')
      .set({ refunded_cents: sql<number>`refunded_cents - ${amount}` })
      .where('id', '=', order.id)
      .execute();
    throw error;
  }

  const student = await ctx.db
    .selectFrom('users')
    .select('user_name')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', order.user_id)
    .executeTakeFirst();
  const studentName = student?.user_name ?? '';
  const refundedCents = order.refunded_cents + amount;
  const full = refundedCents >= order.amount_cents;
  const at = ctx.now().toISOString();
  await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    await trx
      .updateTable('orders')
      .set({ updated_at: at, ...(full ? { status: 'refunded' as const } : {}) })
      .where('id', '=', order.id)
      .execute();
    await trx
      .insertInto('order_refunds')
      .values({
        tenant_id: ctx.tenantId,
        order_id: order.id,
        amount_cents: amount,
        refunded_at: at,
        source: 'console',
      })
      .execute();
    if (full) await removeOrderAccess(trx, ctx, order);
    await audit({
      action: 'order.refund',
      entityType: 'order',
      entityId: order.reference,
      before: { status: order.status, refundedCents: order.refunded_cents },
      after: { name: studentName, status: full ? 'refunded' : 'paid', refundedCents, amountCents: amount },
    });
  });
  return { reference: order.reference, status: full ? 'refunded' : 'paid', refundedCents };
}
