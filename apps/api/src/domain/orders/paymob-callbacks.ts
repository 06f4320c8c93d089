import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { forbidden } from '../../errors.ts';
import { hmacMatches, processedSignedString, responseSignedString } from './paymob-hmac.ts';
import { readPaymobSettings, type PaymobAccess } from './paymob-settings.ts';
import { applyRefundNotice } from './apply-refund-notice.ts';
import { settleTransaction, type SettledOrder, type TransactionFacts } from './settle-transaction.ts';

/**
 * A verified transaction: a payment is settled; a refund or void notice (the transaction refunded
 * or voided, or a child transaction of it) is applied from Paymob's own answer.
 */
function applyTransaction(ctx: TenantContext, access: PaymobAccess, facts: TransactionFacts) {
  if (facts.isRefunded || facts.isVoided || facts.hasParentTransaction) {
    return applyRefundNotice(ctx, access, { paymobOrderId: facts.paymobOrderId });
  }
  return settleTransaction(ctx, facts);
}

const flag = (value: unknown) => value === true || value === 'true';
const whole = (value: unknown) => (typeof value === 'number' ? value : Number(String(value ?? '')));
const field = (value: unknown) => (value === undefined || value === null ? '' : String(value));

async function hmacSecretOf(ctx: TenantContext, access: PaymobAccess): Promise<string> {
  const settings = await readPaymobSettings(ctx, access);
  // a tenant without settings signs nothing: every callback to it is refused
  if (!settings) throw forbidden('invalid_signature', SERVER_MESSAGES.invalidSignature);
  return settings.hmacSecret;
}

const refused = () => forbidden('invalid_signature', SERVER_MESSAGES.invalidSignature);

/**
 * The transaction-processed callback (POST, JSON `{ type, obj }`, `?hmac=`): refused unless the
 * HMAC over the documented fields matches under the tenant's HMAC secret; then settled.
 */
export async function acceptProcessedCallback(
  ctx: TenantContext,
  access: PaymobAccess,
  options: { body: unknown; hmac: string | undefined },
): Promise<SettledOrder> {
  const secret = await hmacSecretOf(ctx, access);
  const obj = (options.body as { obj?: unknown } | null)?.obj;
  if (typeof obj !== 'object' || obj === null) throw refused();
  const o = obj as Record<string, unknown>;
  if (!hmacMatches(secret, processedSignedString(o), options.hmac)) throw refused();
  const order = o.order as { id?: unknown } | undefined;
  const source = (o.source_data ?? {}) as Record<string, unknown>;
  const data = (o.data ?? {}) as Record<string, unknown>;
  return applyTransaction(ctx, access, {
    paymobOrderId: field(order?.id),
    transactionId: field(o.id),
    amountCents: whole(o.amount_cents),
    currency: field(o.currency),
    success: flag(o.success),
    pending: flag(o.pending),
    isRefunded: flag(o.is_refunded),
    isVoided: flag(o.is_voided),
    hasParentTransaction: flag(o.has_parent_transaction),
    sourceType: field(source.type),
    billReference: data.bill_reference ? field(data.bill_reference) : null,
  });
}

/** The transaction-response callback (GET redirect of the student's browser, flat query with `hmac`). */
export async function acceptResponseCallback(
  ctx: TenantContext,
  access: PaymobAccess,
  query: Record<string, unknown>,
): Promise<SettledOrder> {
  const secret = await hmacSecretOf(ctx, access);
  if (!hmacMatches(secret, responseSignedString(query), query.hmac)) throw refused();
  const facts: TransactionFacts = {
    paymobOrderId: field(query.order_id ?? query.order),
    transactionId: field(query.id),
    amountCents: whole(query.amount_cents),
    currency: field(query.currency),
    success: flag(query.success),
    pending: flag(query.pending),
    isRefunded: flag(query.is_refunded),
    isVoided: flag(query.is_voided),
    hasParentTransaction: flag(query.has_parent_transaction),
    sourceType: field(query['source_data.type']),
    billReference: query['data.bill_reference'] ? field(query['data.bill_reference']) : null,
  };
  return applyTransaction(ctx, access, facts);
}
