import crypto from 'node:crypto';

/**
 * Paymob's HMAC of a transaction callback (docs/payments.md): the values of these fields, in this
 * order, concatenated, HMAC-SHA512 under the account's HMAC secret, hex. The processed callback
 * (POST, JSON `obj`) names the transaction id `id` and the order `order.id`; the response callback
 * (GET, query string) carries the same values flat, the order as `order_id` (older accounts: `order`).
 */
const SIGNED_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? '' : String(value);

/** The signed string of a processed callback's `obj`. */
export function processedSignedString(obj: Record<string, unknown>): string {
  return SIGNED_FIELDS.map((field) => {
    const [head, tail] = field.split('.') as [string, string | undefined];
    if (!tail) return text(obj[head]);
    const parent = obj[head];
    return typeof parent === 'object' && parent !== null
      ? text((parent as Record<string, unknown>)[tail])
      : '';
  }).join('');
}

/** The signed string of a response callback's query. */
export function responseSignedString(query: Record<string, unknown>): string {
  return SIGNED_FIELDS.map((field) =>
    field === 'order.id' ? text(query.order_id ?? query.order) : text(query[field]),
  ).join('');
}

export function paymobHmac(secret: string, signed: string): string {
  return crypto.createHmac('sha512', secret).update(signed, 'utf8').digest('hex');
}

/** Constant-time comparison of a received HMAC (hex, any case) with the expected one. */
export function hmacMatches(secret: string, signed: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{128}$/i.test(received)) return false;
  const expected = Buffer.from(paymobHmac(secret, signed), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(received, 'hex'));
}
