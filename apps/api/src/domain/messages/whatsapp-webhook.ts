import type { Kysely } from 'kysely';
import type { Database, MessageStatus } from '../../db/schema.ts';
import { isSignedByMeta } from '../../providers/whatsapp/cloud-api.ts';
import type { SettingsBox } from '../../secrets/settings-box.ts';
import { readChannel } from './channels.ts';
import { isOptOutReply } from './templates.ts';

/** How far a message has come; a late webhook never moves it back (delivered stays delivered). */
const PROGRESS: Record<string, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

export type WebhookVerdict = 'ok' | 'unknown_tenant' | 'not_configured' | 'bad_signature' | 'bad_payload';

/**
 * Meta's GET handshake when the teacher saves the webhook address: answers hub.challenge when
 * hub.mode is "subscribe" and hub.verify_token is the tenant's verify token, else null (403).
 */
export async function verifyWhatsAppWebhook(
  db: Kysely<Database>,
  box: SettingsBox,
  tenantId: string,
  query: Record<string, unknown>,
): Promise<string | null> {
  const channel = await readChannel(db, box, tenantId, 'whatsapp');
  const token = channel.secrets.verifyToken;
  if (!token || query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== token) return null;
  const challenge = query['hub.challenge'];
  return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
}

interface WebhookBody {
  object?: unknown;
  entry?: Array<{
    changes?: Array<{
      field?: unknown;
      value?: {
        statuses?: Array<{
          id?: unknown;
          status?: unknown;
          errors?: Array<{ title?: unknown; message?: unknown }>;
        }>;
        messages?: Array<{ from?: unknown; type?: unknown; text?: { body?: unknown } }>;
      };
    }>;
  }>;
}

/**
 * A webhook notification: the signature (X-Hub-Signature-256 over the raw body, the tenant's app
 * secret) is checked before anything in the body is read. Status updates move the tenant's
 * messages forward; a reply "إيقاف" opts the sender's phone out. Replays change nothing.
 */
export async function receiveWhatsAppWebhook(
  db: Kysely<Database>,
  box: SettingsBox,
  options: { tenantId: string; rawBody: Buffer; signature: string | undefined; now: () => Date },
): Promise<WebhookVerdict> {
  const exists = await db
    .selectFrom('tenants')
    .select('id')
    .where('id', '=', options.tenantId)
    .executeTakeFirst();
  if (!exists) return 'unknown_tenant';
  const channel = await readChannel(db, box, options.tenantId, 'whatsapp');
  if (!channel.secrets.appSecret) return 'not_configured';
  if (!isSignedByMeta(options.rawBody, options.signature, channel.secrets.appSecret)) return 'bad_signature';
  let body: WebhookBody;
  try {
    body = JSON.parse(options.rawBody.toString('utf8')) as WebhookBody;
  } catch {
    return 'bad_payload';
  }
  if (body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) return 'bad_payload';
  const at = options.now().toISOString();
  for (const entry of body.entry)
    for (const change of Array.isArray(entry.changes) ? entry.changes : []) {
      const value = change.value;
      for (const status of Array.isArray(value?.statuses) ? value.statuses : []) {
        if (typeof status.id !== 'string' || typeof status.status !== 'string') continue;
        const next = status.status as MessageStatus;
        if (!(next in PROGRESS) || next === 'queued') continue;
        const error = status.errors?.[0];
        const stored = await db
          .selectFrom('messages')
          .select(['id', 'status'])
          .where('tenant_id', '=', options.tenantId)
          .where('provider_message_id', '=', status.id)
          .executeTakeFirst();
        if (!stored || (PROGRESS[stored.status] ?? 0) >= PROGRESS[next]!) continue;
        await db
          .updateTable('messages')
          .set({
            status: next,
            updated_at: at,
            ...(next === 'failed' && error
              ? { reason: String(error.message ?? error.title ?? 'failed').slice(0, 500) }
              : {}),
          })
          .where('id', '=', stored.id)
          .where('status', '=', stored.status)
          .execute();
      }
      for (const message of Array.isArray(value?.messages) ? value.messages : []) {
        if (typeof message.from !== 'string' || !/^[0-9]{8,15}$/.test(message.from)) continue;
        if (message.type !== 'text' || typeof message.text?.body !== 'string') continue;
        if (!isOptOutReply(message.text.body)) continue;
        await db
          .insertInto('message_opt_outs')
          .values({ tenant_id: options.tenantId, phone: message.from, source: 'reply', created_at: at })
          .onConflict((c) => c.columns(['tenant_id', 'phone']).doNothing())
          .execute();
      }
    }
  return 'ok';
}
