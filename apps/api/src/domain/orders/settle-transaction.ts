import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { grantOrderAccess } from './grant-order-access.ts';
import { useDiscountCode } from './discount-codes.ts';
import { queuePaymentReceiptMessages } from '../messages/index.ts';

/** What a verified transaction says about a Paymob order (signed fields only, or Paymob's own answer). */
export interface TransactionFacts {
  paymobOrderId: string;
  transactionId: string;
  amountCents: number;
  currency: string;
  success: boolean;
  pending: boolean;
  isRefunded: boolean;
  isVoided: boolean;
  /** a child of another transaction (a refund, void or capture of it) */
  hasParentTransaction: boolean;
  /** Paymob's source type: 'card', 'wallet', 'aggregator' (kiosk), … */
  sourceType: string;
  billReference: string | null;
}

export interface SettledOrder {
  reference: string;
  courseId: string;
  /** a unit sold on its own (null: the course) */
  unitId: number | null;
  status: OrderStatus;
}

/** Paymob's source types, as our method names. */
function methodOf(sourceType: string): string | null {
  const type = sourceType.toLowerCase();
  if (type === 'card') return 'card';
  if (type === 'wallet') return 'wallet';
  if (type === 'aggregator' || type === 'kiosk' || type === 'cash_present') return 'kiosk';
  return null;
}

/**
 * Applies one transaction to the tenant's order it names (docs/payments.md, "order statuses"):
 * - a successful, settled payment of the order's exact amount and currency marks it paid and gives
 *   the student what was bought (`grantOrderAccess`: the course through `addEnrolment`, a unit through
 *   `addUnitOwnership`, the paths codes use), once: a conditional UPDATE (status pending or failed →
 *   paid) in the transaction lets only one of any number of copies through;
 * - a pending one (a kiosk reference awaiting cash) keeps it pending and records the reference;
 * - a declined one marks a pending order failed (a later success still pays it);
 * - a refund or void notice is not settled here (`applyRefundNotice`).
 * An order of another tenant, or an amount or currency other than the order's, is refused unchanged.
 */
export async function settleTransaction(ctx: TenantContext, facts: TransactionFacts): Promise<SettledOrder> {
  const at = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select([
        'id',
        'reference',
        'user_id',
        'course_id',
        'unit_id',
        'amount_cents',
        'currency',
        'status',
        'discount_code_id',
      ])
      .where('tenant_id', '=', ctx.tenantId)
      .where('paymob_order_id', '=', facts.paymobOrderId)
      .executeTakeFirst();
    if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
    const settled = (status: OrderStatus): SettledOrder => ({
      reference: order.reference,
      courseId: order.course_id,
      unitId: order.unit_id === null ? null : Number(order.unit_id),
      status,
    });
    if (facts.isRefunded || facts.isVoided || facts.hasParentTransaction) return settled(order.status);
    if (facts.amountCents !== order.amount_cents || facts.currency.toUpperCase() !== order.currency) {
      throw badRequest('payment_mismatch', SERVER_MESSAGES.paymentMismatch);
    }
    const method = methodOf(facts.sourceType);

    if (facts.success && !facts.pending) {
      const paid = await trx
        .updateTable('orders')
        .set({
          status: 'paid',
          paid_at: at,
          updated_at: at,
          paymob_transaction_id: facts.transactionId,
          ...(method ? { method } : {}),
        })
        .where('id', '=', order.id)
        .where('status', 'in', ['pending', 'failed'])
        .executeTakeFirst();
      if (Number(paid.numUpdatedRows) === 1) {
        // the student paid the discounted price: the use counts even past the limit reached meanwhile
        if (order.discount_code_id !== null) await useDiscountCode(trx, ctx, order.discount_code_id);
        await grantOrderAccess(trx, ctx, { ...order, at });
        await queuePaymentReceiptMessages(trx, {
          tenantId: ctx.tenantId,
          now: ctx.now,
          studentId: order.user_id,
          courseId: order.course_id,
          reference: order.reference,
          amountCents: order.amount_cents,
          currency: order.currency,
        });
        return settled('paid');
      }
      const now = await trx
        .selectFrom('orders')
        .select('status')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      return settled(now.status);
    }

    if (facts.pending) {
      await trx
        .updateTable('orders')
        .set({
          updated_at: at,
          ...(facts.billReference ? { bill_reference: facts.billReference } : {}),
          ...(method ? { method } : {}),
        })
        .where('id', '=', order.id)
        .where('status', '=', 'pending')
        .execute();
      return settled(order.status);
    }

    const failed = await trx
      .updateTable('orders')
      .set({ status: 'failed', updated_at: at, ...(method ? { method } : {}) })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return settled(Number(failed.numUpdatedRows) === 1 ? 'failed' : order.status);
  });
}
