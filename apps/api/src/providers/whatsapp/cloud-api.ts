import crypto from 'node:crypto';
import { PermanentJobError, RetryAfterError } from '../../jobs/define.ts';
import { postJson, type ProviderAnswer } from '../post-json.ts';

/**
 * Meta's WhatsApp Cloud API, as far as Dars uses it: template messages (the only kind a business
 * may start a conversation with) and the webhook's signature. `base` is WHATSAPP_API_BASE
 * (https://graph.facebook.com, or a local fake in tests).
 */
export interface CloudApiAccount {
  base: string;
  version: string;
  phoneNumberId: string;
  accessToken: string;
}

export interface TemplateMessage {
  /** the recipient's number in international form without "+", e.g. 201001234567 */
  to: string;
  template: string;
  /** the approved template's language, e.g. "ar" */
  language: string;
  /** the body's {{1}}, {{2}}, … in order */
  bodyParameters: string[];
}

/** Graph API error codes that mean "too many, slow down" (throughput, pair rate, spam rate). */
const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131048, 131056]);

/** Sends one template message; answers the message id (wamid) the status webhooks will name. */
export async function sendTemplateMessage(
  account: CloudApiAccount,
  message: TemplateMessage,
): Promise<{ messageId: string }> {
  const url = `${account.base}/${account.version}/${encodeURIComponent(account.phoneNumberId)}/messages`;
  let response: ProviderAnswer;
  try {
    response = await postJson(
      url,
      { authorization: `Bearer ${account.accessToken}` },
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'template',
        template: {
          name: message.template,
          language: { code: message.language, policy: 'deterministic' },
          components: [
            {
              type: 'body',
              parameters: message.bodyParameters.map((text) => ({ type: 'text', text })),
            },
          ],
        },
      },
    );
  } catch (error) {
    throw new Error(`WhatsApp unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = response.body as {
    messages?: Array<{ id?: unknown }>;
    error?: { message?: unknown; code?: unknown };
  } | null;
  if (response.ok) {
    const id = body?.messages?.[0]?.id;
    if (typeof id !== 'string') throw new Error('WhatsApp answered without a message id');
    return { messageId: id };
  }
  const code = typeof body?.error?.code === 'number' ? body.error.code : null;
  const reason = `WhatsApp ${response.status}${code === null ? '' : ` (${code})`}: ${String(body?.error?.message ?? response.statusText)}`;
  if (response.status === 429 || (code !== null && RATE_LIMIT_CODES.has(code)))
    throw new RetryAfterError(reason, retryAfterMs(response.header('retry-after')) ?? 60_000);
  if (response.status >= 500 || response.status === 408) throw new Error(reason);
  throw new PermanentJobError(reason);
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now (capped at an hour). */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), 3_600_000) : null;
}

/**
 * Whether a webhook body came from Meta: X-Hub-Signature-256 is "sha256=" and the HMAC-SHA256 of
 * the raw body under the app secret, in hex. Compared in constant time.
 */
export function isSignedByMeta(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = crypto.createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
