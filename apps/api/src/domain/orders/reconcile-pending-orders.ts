import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { inquireTransaction, paymobOrderIdOf } from './paymob-client.ts';
import { readPaymobSettings, type PaymobAccess } from './paymob-settings.ts';
import { settleTransaction } from './settle-transaction.ts';

/** An order is asked about once it has waited this long for its callback. */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/** Kiosk references expire; an order older than this is no longer asked about. */
const RECONCILE_FOR_MS = 7 * 24 * 60 * 60_000;
const BATCH = 100;

export interface ReconcileResult {
  checked: number;
  paid: number;
  failed: number;
  /** orders Paymob could not be asked about this time (asked again on the next run) */
  errors: number;
}

/**
 * Settles the tenant's orders still pending after RECONCILE_AFTER_MS, by Paymob's transaction
 * inquiry (docs/payments.md): a student who paid and closed the tab before any callback is enrolled
 * on the next run. Paymob's answer is settled like a callback (`settleTransaction`: same amount and
 * currency checks, one enrolment however often it runs).
 */
export async function reconcilePendingOrders(
  ctx: TenantContext,
  access: PaymobAccess,
  options: { olderThanMs?: number } = {},
): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, paid: 0, failed: 0, errors: 0 };
  const settings = await readPaymobSettings(ctx, access);
  if (!settings) return result;
  const now = ctx.now().getTime();
  const orders = await ctx.db
    .selectFrom('orders')
    .select(['paymob_order_id'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('status', '=', 'pending')
    .where('paymob_order_id', 'is not', null)
    .where('created_at', '<=', new Date(now - (options.olderThanMs ?? RECONCILE_AFTER_MS)).toISOString())
    .where('created_at', '>=', new Date(now - RECONCILE_FOR_MS).toISOString())
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  for (const order of orders) {
    result.checked += 1;
    try {
      const transaction = await inquireTransaction(access.apiBase, settings, order.paymob_order_id!);
      if (!transaction || paymobOrderIdOf(transaction) !== order.paymob_order_id) continue;
      const settled = await settleTransaction(ctx, {
        paymobOrderId: order.paymob_order_id!,
        transactionId: String(transaction.id),
        amountCents: transaction.amount_cents,
        currency: transaction.currency,
        success: transaction.success,
        pending: transaction.pending,
        isRefunded: transaction.is_refunded === true,
        isVoided: transaction.is_voided === true,
        hasParentTransaction: transaction.has_parent_transaction === true,
        sourceType: transaction.source_data?.type ?? '',
        billReference: transaction.data?.bill_reference ? String(transaction.data.bill_reference) : null,
      });
      if (settled.status === 'paid') result.paid += 1;
      if (settled.status === 'failed') result.failed += 1;
    } catch {
      result.errors += 1;
    }
  }
  return result;
}

/** One run over every tenant that sells online (the recurring job's body). */
export async function reconcileAllTenants(
  db: Kysely<Database>,
  access: PaymobAccess,
  now: () => Date,
): Promise<ReconcileResult> {
  const total: ReconcileResult = { checked: 0, paid: 0, failed: 0, errors: 0 };
  const tenants = await db.selectFrom('payment_settings').select('tenant_id').execute();
  for (const { tenant_id } of tenants) {
    const result = await reconcilePendingOrders({ db, tenantId: tenant_id, now }, access);
    for (const key of Object.keys(total) as Array<keyof ReconcileResult>) total[key] += result[key];
  }
  return total;
}
