import { SERVER_MESSAGES } from '@dars/core/messages';
import { AppError } from '../../errors.ts';
import type { PaymobSettings } from './paymob-settings.ts';

/**
 * Paymob's HTTP API, as its developer documentation describes it (docs/payments.md):
 * - Create Intention: POST /v1/intention/ with `Authorization: Token <secret key>`; answers 201
 *   with `id`, `client_secret` and `intention_order_id` (the Paymob order id callbacks carry);
 * - Unified Checkout: GET /unifiedcheckout/?publicKey=…&clientSecret=… in the student's browser;
 * - Authentication: POST /api/auth/tokens `{ api_key }` answers `{ token }`;
 * - Transaction inquiry: POST /api/ecommerce/orders/transaction_inquiry `{ auth_token, order_id }`
 *   answers the order's last transaction;
 * - Refund: POST /api/acceptance/void_refund/refund `{ transaction_id, amount_cents }` with
 *   `Authorization: Token <secret key>`, answers the refund transaction.
 * No key is ever put in a URL, an error message or a log line.
 */

const TIMEOUT_MS = 15_000;

/** Paymob's transaction object, as callbacks, inquiry and refund carry it (the fields we read). */
export interface PaymobTransaction {
  id: number | string;
  pending: boolean;
  success: boolean;
  amount_cents: number;
  currency: string;
  is_refunded?: boolean;
  is_voided?: boolean;
  is_refund?: boolean;
  has_parent_transaction?: boolean;
  refunded_amount_cents?: number;
  order: { id: number | string; merchant_order_id?: string | null } | number | string;
  source_data?: { type?: string; sub_type?: string; pan?: string };
  data?: { bill_reference?: number | string | null } & Record<string, unknown>;
}

export interface CreatedIntention {
  id: string;
  clientSecret: string;
  paymobOrderId: string;
}

const providerError = () => new AppError(502, 'payment_provider_error', SERVER_MESSAGES.paymentProviderError);

async function call(
  apiBase: string,
  path: string,
  init: { token?: string; body: unknown },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Token ${init.token}` } : {}),
      },
      body: JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw providerError();
  }
  if (response.status < 200 || response.status > 299) throw providerError();
  try {
    return (await response.json()) as unknown;
  } catch {
    throw providerError();
  }
}

export interface IntentionRequest {
  amountCents: number;
  currency: string;
  integrationIds: number[];
  item: { name: string; description: string };
  billing: { firstName: string; lastName: string; email: string; phone: string };
  reference: string;
  notificationUrl: string;
  redirectionUrl: string;
}

export async function createIntention(
  apiBase: string,
  settings: PaymobSettings,
  request: IntentionRequest,
): Promise<CreatedIntention> {
  // Paymob requires every billing field; what a student has no answer for is sent as "NA"
  const billing = {
    first_name: request.billing.firstName,
    last_name: request.billing.lastName,
    email: request.billing.email,
    phone_number: request.billing.phone,
    apartment: 'NA',
    floor: 'NA',
    street: 'NA',
    building: 'NA',
    city: 'NA',
    state: 'NA',
    country: 'EG',
    postal_code: 'NA',
  };
  const answer = (await call(apiBase, '/v1/intention/', {
    token: settings.secretKey,
    body: {
      amount: request.amountCents,
      currency: request.currency,
      payment_methods: request.integrationIds,
      items: [
        {
          name: request.item.name.slice(0, 50),
          amount: request.amountCents,
          description: request.item.description.slice(0, 255),
          quantity: 1,
        },
      ],
      billing_data: billing,
      customer: {
        first_name: billing.first_name,
        last_name: billing.last_name,
        email: billing.email,
      },
      special_reference: request.reference,
      notification_url: request.notificationUrl,
      redirection_url: request.redirectionUrl,
    },
  })) as { id?: unknown; client_secret?: unknown; intention_order_id?: unknown };
  if (
    typeof answer.client_secret !== 'string' ||
    (typeof answer.intention_order_id !== 'number' && typeof answer.intention_order_id !== 'string')
  ) {
    throw providerError();
  }
  return {
    id: String(answer.id ?? ''),
    clientSecret: answer.client_secret,
    paymobOrderId: String(answer.intention_order_id),
  };
}

/** The Unified Checkout page the student's browser goes to. */
export function unifiedCheckoutUrl(apiBase: string, publicKey: string, clientSecret: string): string {
  const query = new URLSearchParams({ publicKey, clientSecret });
  return `${apiBase}/unifiedcheckout/?${query.toString()}`;
}

/** The last transaction of a Paymob order, or null when Paymob knows none yet. */
export async function inquireTransaction(
  apiBase: string,
  settings: PaymobSettings,
  paymobOrderId: string,
): Promise<PaymobTransaction | null> {
  const auth = (await call(apiBase, '/api/auth/tokens', { body: { api_key: settings.apiKey } })) as {
    token?: unknown;
  };
  if (typeof auth.token !== 'string') throw providerError();
  let answer: unknown;
  try {
    answer = await call(apiBase, '/api/ecommerce/orders/transaction_inquiry', {
      body: { auth_token: auth.token, order_id: paymobOrderId },
    });
  } catch (error) {
    // an order with no transaction yet: Paymob answers 404 (not paid, nothing to settle)
    if (error instanceof AppError) return null;
    throw error;
  }
  return isTransaction(answer) ? answer : null;
}

export async function refundTransaction(
  apiBase: string,
  settings: PaymobSettings,
  transactionId: string,
  amountCents: number,
): Promise<PaymobTransaction> {
  const answer = await call(apiBase, '/api/acceptance/void_refund/refund', {
    token: settings.secretKey,
    body: { transaction_id: Number(transactionId), amount_cents: amountCents },
  });
  if (!isTransaction(answer)) throw providerError();
  return answer;
}

function isTransaction(value: unknown): value is PaymobTransaction {
  const t = value as Partial<PaymobTransaction> | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    t.id !== undefined &&
    typeof t.success === 'boolean' &&
    typeof t.pending === 'boolean' &&
    typeof t.amount_cents === 'number' &&
    t.order !== undefined
  );
}

export function paymobOrderIdOf(transaction: PaymobTransaction): string {
  const order = transaction.order;
  return String(typeof order === 'object' ? order.id : order);
}
