import { PermanentJobError, RetryAfterError } from '../../jobs/define.ts';
import { retryAfterMs } from '../whatsapp/cloud-api.ts';
import { postJson, type ProviderAnswer } from '../post-json.ts';

/**
 * An SMS gateway reached over HTTP, configured per tenant: POST of JSON
 * `{ "to": "+2010…", "sender": "…", "text": "…" }` to the provider's URL with
 * `Authorization: Bearer <token>`; any 2xx is accepted, and a message id is read from the answer's
 * `id` or `messageId` when present.
 */
export interface SmsAccount {
  url: string;
  token: string;
  sender: string;
}

export async function sendSms(
  account: SmsAccount,
  message: { to: string; text: string },
): Promise<{ messageId: string | null }> {
  let response: ProviderAnswer;
  try {
    response = await postJson(
      account.url,
      { authorization: `Bearer ${account.token}` },
      { to: `+${message.to}`, sender: account.sender, text: message.text },
    );
  } catch (error) {
    throw new Error(`SMS provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = response.body as { id?: unknown; messageId?: unknown } | null;
  if (response.ok) {
    const id = body?.id ?? body?.messageId;
    return { messageId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
  }
  const reason = `SMS provider ${response.status}`;
  if (response.status === 429)
    throw new RetryAfterError(reason, retryAfterMs(response.header('retry-after')) ?? 60_000);
  if (response.status >= 500 || response.status === 408) throw new Error(reason);
  throw new PermanentJobError(reason);
}
