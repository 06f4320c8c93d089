/**
 * A local Paymob for tests and e2e, following Paymob's developer documentation as
 * apps/api/src/domain/orders/paymob-client.ts reads it (docs/payments.md):
 * - POST /v1/intention/ (`Authorization: Token <secret key>`) → 201 `{ id, client_secret, intention_order_id, … }`,
 *   404 `{ detail }` for an integration id the account does not have, 401 for a wrong key;
 * - GET /unifiedcheckout/?publicKey&clientSecret: a checkout page with the intention's methods;
 *   paying there sends the transaction-processed callback (POST JSON `{ type: 'TRANSACTION', obj }`,
 *   `?hmac=`) to the notification URL, then redirects the browser to the redirection URL with the
 *   transaction as a flat signed query (the response callback);
 * - POST /api/auth/tokens `{ api_key }` → `{ token }`;
 * - POST /api/ecommerce/orders/transaction_inquiry `{ auth_token, order_id }` → the order's last transaction, 404 without one;
 * - POST /api/acceptance/void_refund/refund `{ transaction_id, amount_cents }` (`Authorization: Token`) → the refund transaction.
 * The HMAC is written here again from the documentation, not imported from the server.
 * `POST /_fake/pay-kiosk { merchant_order_id }` (not Paymob's) pays a kiosk reference, for e2e;
 * `refundInDashboard` stands for a refund the merchant makes in Paymob's own dashboard.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePaymobAccount {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  apiKey: string;
  integrations: { card?: number; wallet?: number; kiosk?: number };
}

interface Intention {
  id: string;
  clientSecret: string;
  orderId: number;
  account: FakePaymobAccount;
  amountCents: number;
  currency: string;
  integrationIds: number[];
  specialReference: string;
  notificationUrl: string;
  redirectionUrl: string;
  billing: Record<string, unknown>;
}

export type FakeTransaction = Record<string, unknown> & {
  id: number;
  amount_cents: number;
  success: boolean;
  pending: boolean;
  order: { id: number; merchant_order_id: string; amount_cents: number; currency: string };
};

export type Outcome = 'paid' | 'declined' | 'pending';

const HMAC_FIELDS = [
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
  'order',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
];

/** The documented HMAC of a transaction (processed: nested `obj`; response: the same values). */
export function signTransaction(secret: string, tx: FakeTransaction): string {
  const source = (tx.source_data ?? {}) as Record<string, unknown>;
  const value = (field: string): string => {
    if (field === 'order') return String(tx.order.id);
    if (field.startsWith('source_data.')) return String(source[field.slice(12)] ?? '');
    const v = tx[field];
    return v === undefined || v === null ? '' : String(v);
  };
  return crypto.createHmac('sha512', secret).update(HMAC_FIELDS.map(value).join('')).digest('hex');
}

/** The response callback's flat query (documented names; the order as `order_id`), signed. */
export function responseQuery(secret: string, tx: FakeTransaction): URLSearchParams {
  const source = (tx.source_data ?? {}) as Record<string, unknown>;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(tx)) {
    if (typeof value === 'object' && value !== null) continue;
    query.set(key, String(value));
  }
  query.set('order_id', String(tx.order.id));
  query.set('merchant_order_id', tx.order.merchant_order_id);
  for (const key of ['pan', 'sub_type', 'type']) query.set(`source_data.${key}`, String(source[key] ?? ''));
  const data = (tx.data ?? {}) as Record<string, unknown>;
  if (data.bill_reference) query.set('data.bill_reference', String(data.bill_reference));
  query.set('hmac', signTransaction(secret, tx));
  return query;
}

const SOURCES = {
  card: { type: 'card', sub_type: 'MasterCard', pan: '2346' },
  wallet: { type: 'wallet', sub_type: 'wallet', pan: '01010101010' },
  kiosk: { type: 'aggregator', sub_type: 'AGGREGATOR', pan: '' },
} as const;

export type FakeMethod = keyof typeof SOURCES;

export interface FakePaymob {
  url: string;
  /** every request the fake received: method, path, headers and body as text */
  requests: Array<{ method: string; path: string; headers: http.IncomingHttpHeaders; body: string }>;
  intentions: Intention[];
  transactions: FakeTransaction[];
  addAccount(account: FakePaymobAccount): void;
  /** the intention whose client secret is in a checkout URL */
  intentionOfCheckout(checkoutUrl: string): Intention;
  /** a transaction of the intention, stored (inquiry finds it) but not delivered */
  transact(intention: Intention, method: FakeMethod, outcome: Outcome, amountCents?: number): FakeTransaction;
  /** the processed callback's body and signed URL for a transaction */
  processedCallback(intention: Intention, tx: FakeTransaction): { url: string; body: unknown };
  /** sends the processed callback as Paymob does; resolves with our server's status code */
  deliver(intention: Intention, tx: FakeTransaction): Promise<number>;
  /** the kiosk reference was paid at the counter: a new successful transaction, delivered */
  payKiosk(intention: Intention): Promise<number>;
  /**
   * A refund made in Paymob's own dashboard: the refund transaction's processed callback, then the
   * original's (now `is_refunded`), as Paymob sends them; resolves with our server's status codes.
   */
  refundInDashboard(intention: Intention, original: FakeTransaction, amountCents: number): Promise<number[]>;
  close(): Promise<void>;
}

/** How a callback reaches the server: over HTTP by default; API tests hand it to `app.inject`. */
export type CallbackSender = (url: string, body: unknown) => Promise<number>;

const sendOverHttp: CallbackSender = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
};

export async function startFakePaymob(
  accounts: FakePaymobAccount[],
  options: { port?: number; send?: CallbackSender } = {},
): Promise<FakePaymob> {
  const send = options.send ?? sendOverHttp;
  const known = [...accounts];
  const intentions: Intention[] = [];
  const transactions: FakeTransaction[] = [];
  const tokens = new Map<string, FakePaymobAccount>();
  const requests: FakePaymob['requests'] = [];
  let nextOrder = 217_503_000;
  let nextTransaction = 192_036_000;

  const bySecret = (header: string | undefined) => {
    const match = /^Token (.+)$/.exec(header ?? '');
    return match ? known.find((a) => a.secretKey === match[1]) : undefined;
  };

  const transact: FakePaymob['transact'] = (intention, method, outcome, amountCents) => {
    nextTransaction += 1;
    const integration = intention.account.integrations[method] ?? 0;
    const tx: FakeTransaction = {
      id: nextTransaction,
      pending: outcome === 'pending',
      amount_cents: amountCents ?? intention.amountCents,
      success: outcome === 'paid',
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: method === 'card',
      integration_id: integration,
      profile_id: 302852,
      has_parent_transaction: false,
      order: {
        id: intention.orderId,
        merchant_order_id: intention.specialReference,
        amount_cents: intention.amountCents,
        currency: intention.currency,
      },
      created_at: new Date().toISOString().replace('Z', ''),
      currency: intention.currency,
      source_data: { ...SOURCES[method] },
      error_occured: false,
      owner: 302852,
      refunded_amount_cents: 0,
      data: method === 'kiosk' ? { bill_reference: 10_000_000 + (nextTransaction % 1_000_000) } : {},
    };
    transactions.push(tx);
    return tx;
  };

  const refundable = (original: FakeTransaction, amount: number) =>
    Number.isInteger(amount) &&
    amount >= 1 &&
    amount <= original.amount_cents - Number(original.refunded_amount_cents ?? 0);

  /** Refunds part of a paid transaction: the original counts it, a child refund transaction records it. */
  const refundOf = (original: FakeTransaction, amount: number): FakeTransaction => {
    original.refunded_amount_cents = Number(original.refunded_amount_cents ?? 0) + amount;
    original.is_refunded = true;
    nextTransaction += 1;
    const refund: FakeTransaction = {
      ...original,
      id: nextTransaction,
      amount_cents: amount,
      is_refund: true,
      is_refunded: false,
      has_parent_transaction: true,
      parent_transaction: original.id,
      refunded_amount_cents: 0,
      created_at: new Date().toISOString().replace('Z', ''),
    };
    transactions.push(refund);
    return refund;
  };

  const processedCallback: FakePaymob['processedCallback'] = (intention, tx) => {
    const url = new URL(intention.notificationUrl);
    url.searchParams.set('hmac', signTransaction(intention.account.hmacSecret, tx));
    return { url: url.toString(), body: { type: 'TRANSACTION', obj: tx } };
  };

  const deliver: FakePaymob['deliver'] = async (intention, tx) => {
    const { url, body } = processedCallback(intention, tx);
    return send(url, body);
  };

  const readBody = (request: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const parse = (text: string): Record<string, unknown> | null => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };

  const methodsOf = (intention: Intention): FakeMethod[] =>
    (Object.keys(SOURCES) as FakeMethod[]).filter((m) => {
      const id = intention.account.integrations[m];
      return id !== undefined && intention.integrationIds.includes(id);
    });

  const checkoutPage = (intention: Intention) => {
    const buttons = methodsOf(intention)
      .map(
        (method) => `<section data-method="${method}"><h2>${method}</h2>
<form method="post" action="/unifiedcheckout/pay"><input type="hidden" name="clientSecret" value="${intention.clientSecret}">
<input type="hidden" name="method" value="${method}">
<button name="outcome" value="${method === 'kiosk' ? 'pending' : 'paid'}">Pay with ${method}</button>
<button name="outcome" value="declined">Cancel ${method}</button></form></section>`,
      )
      .join('\n');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Paymob checkout (test)</title></head><body><h1>Pay ${(intention.amountCents / 100).toFixed(2)} ${intention.currency}</h1>
${buttons}</body></html>`;
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, body });
    const route = `${request.method} ${url.pathname.replace(/\/+$/, '')}`;

    if (route === 'POST /v1/intention') {
      const account = bySecret(request.headers.authorization);
      if (!account) return json(response, 401, { detail: 'Invalid token.' });
      const b = parse(body);
      const methods = b?.payment_methods;
      const billing = b?.billing_data as Record<string, unknown> | undefined;
      if (
        !b ||
        typeof b.amount !== 'number' ||
        !Number.isInteger(b.amount) ||
        b.amount <= 0 ||
        typeof b.currency !== 'string' ||
        !Array.isArray(methods) ||
        methods.length === 0 ||
        !billing ||
        ['first_name', 'last_name', 'email', 'phone_number'].some((k) => typeof billing[k] !== 'string')
      ) {
        return json(response, 400, {
          detail: 'amount, currency, payment_methods and billing_data are required.',
        });
      }
      const ids = Object.values(account.integrations);
      if (methods.some((m) => typeof m !== 'number' || !ids.includes(m))) {
        return json(response, 404, { detail: 'Integration ID/Name does not exist in our system .' });
      }
      nextOrder += 1;
      const id = `pi_test_${crypto.randomBytes(8).toString('hex')}`;
      const intention: Intention = {
        id,
        clientSecret: `egy_csk_test_${crypto.randomBytes(12).toString('hex')}`,
        orderId: nextOrder,
        account,
        amountCents: b.amount,
        currency: b.currency,
        integrationIds: methods as number[],
        specialReference: String(b.special_reference ?? ''),
        notificationUrl: String(b.notification_url ?? ''),
        redirectionUrl: String(b.redirection_url ?? ''),
        billing,
      };
      intentions.push(intention);
      return json(response, 201, {
        id,
        client_secret: intention.clientSecret,
        intention_order_id: intention.orderId,
        amount: intention.amountCents,
        currency: intention.currency,
        status: 'intended',
        special_reference: intention.specialReference,
        payment_methods: intention.integrationIds.map((integration_id) => ({ integration_id })),
      });
    }

    if (route === 'GET /unifiedcheckout') {
      const intention = intentions.find(
        (i) =>
          i.clientSecret === url.searchParams.get('clientSecret') &&
          i.account.publicKey === url.searchParams.get('publicKey'),
      );
      if (!intention) return json(response, 404, { detail: 'Not found.' });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(checkoutPage(intention));
    }

    if (route === 'POST /unifiedcheckout/pay') {
      const form = new URLSearchParams(body);
      const intention = intentions.find((i) => i.clientSecret === form.get('clientSecret'));
      const method = form.get('method') as FakeMethod | null;
      const outcome = form.get('outcome') as Outcome | null;
      if (!intention || !method || !SOURCES[method] || !outcome)
        return json(response, 400, { detail: 'Bad form.' });
      const tx = transact(intention, method, outcome);
      await deliver(intention, tx).catch(() => 0);
      const back = new URL(intention.redirectionUrl);
      for (const [key, value] of responseQuery(intention.account.hmacSecret, tx))
        back.searchParams.set(key, value);
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }

    if (route === 'POST /api/auth/tokens') {
      const account = known.find((a) => a.apiKey === parse(body)?.api_key);
      if (!account) return json(response, 403, { detail: 'Incorrect credentials' });
      const token = crypto.randomBytes(24).toString('base64url');
      tokens.set(token, account);
      return json(response, 201, { token, profile: { id: 302852 } });
    }

    if (route === 'POST /api/ecommerce/orders/transaction_inquiry') {
      const b = parse(body);
      const account = tokens.get(String(b?.auth_token ?? ''));
      if (!account) return json(response, 401, { detail: 'Authentication credentials were not provided.' });
      const orderId = Number(b?.order_id);
      const intention = intentions.find((i) => i.orderId === orderId && i.account === account);
      const last = transactions.filter((t) => t.order.id === orderId && !t.is_refund).at(-1);
      if (!intention || !last) return json(response, 404, { detail: 'Not found.' });
      return json(response, 200, last);
    }

    if (route === 'POST /api/acceptance/void_refund/refund') {
      const account = bySecret(request.headers.authorization);
      if (!account) return json(response, 401, { detail: 'Invalid token.' });
      const b = parse(body);
      const original = transactions.find((t) => t.id === b?.transaction_id);
      const intention = original && intentions.find((i) => i.orderId === original.order.id);
      const amount = b?.amount_cents;
      if (!original || !intention || intention.account !== account)
        return json(response, 404, { detail: 'Not found.' });
      if (!original.success || typeof amount !== 'number' || !refundable(original, amount)) {
        return json(response, 400, { detail: 'Invalid refund amount.' });
      }
      const refund = refundOf(original, amount);
      return json(response, 200, refund);
    }

    // not Paymob's: lets an e2e test pay a kiosk reference "at the counter"
    if (route === 'POST /_fake/pay-kiosk') {
      const reference = parse(body)?.merchant_order_id;
      const intention = intentions.find((i) => i.specialReference === reference);
      if (!intention) return json(response, 404, { detail: 'Not found.' });
      return json(response, 200, { status: await deliver(intention, transact(intention, 'kiosk', 'paid')) });
    }

    json(response, 404, { detail: 'Not found.' });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intentions,
    transactions,
    addAccount: (account) => known.push(account),
    intentionOfCheckout(checkoutUrl) {
      const secret = new URL(checkoutUrl).searchParams.get('clientSecret');
      const intention = intentions.find((i) => i.clientSecret === secret);
      if (!intention) throw new Error(`no intention for ${checkoutUrl}`);
      return intention;
    },
    transact,
    processedCallback,
    deliver,
    async payKiosk(intention) {
      return deliver(intention, transact(intention, 'kiosk', 'paid'));
    },
    async refundInDashboard(intention, original, amountCents) {
      if (!original.success || !refundable(original, amountCents)) throw new Error('not refundable');
      const refund = refundOf(original, amountCents);
      return [await deliver(intention, refund), await deliver(intention, original)];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
