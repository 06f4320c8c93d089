import type { MessageEvent } from '@dars/core/contract';
import type { Kysely } from 'kysely';
import type { Database, MessageChannel } from '../../db/schema.ts';
import { enqueueJobs } from '../../jobs/enqueue.ts';
import { nextSendingTime, type QuietHours } from './cairo-time.ts';
import { sendMessageJob } from './send-message-job.ts';

export interface MessageDraft {
  /** unique per tenant: the same key twice is one message (a replayed event sends nothing new) */
  key: string;
  studentId: string | null;
  recipient: 'student' | 'parent';
  /** international form (phones.ts); '' for a push message */
  phone: string;
  params: string[];
  /** channel 'push': the browser it goes to */
  pushSubscriptionId?: number;
}

export interface QueuedCounts {
  queued: number;
  heldUntilMorning: number;
  optedOut: number;
}

/**
 * The channel a tenant's messages to phones go out on: WhatsApp when on, else SMS when on, else
 * none. (Push, to the students' browsers, goes out besides, to those who turned it on.)
 */
export async function activeChannel(db: Kysely<Database>, tenantId: string): Promise<MessageChannel | null> {
  const rows = await db
    .selectFrom('message_channels')
    .select('channel')
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', 1)
    .execute();
  const on = new Set<MessageChannel>(rows.map((row) => row.channel));
  return on.has('whatsapp') ? 'whatsapp' : on.has('sms') ? 'sms' : null;
}

/**
 * Records messages and queues their sending, in the caller's transaction. A phone that opted out
 * gets a `skipped` row (the console shows why) and no job; in quiet hours the send waits for
 * 08:00 Cairo time. A key already used adds nothing.
 */
export async function queueMessages(
  db: Kysely<Database>,
  options: {
    tenantId: string;
    event: MessageEvent;
    channel: MessageChannel;
    now: () => Date;
    /**
     * the deployment's quiet hours (config), to date the send at the morning at once; left out by
     * callers without the config (a quiz, an exam, a payment): the send job applies them then
     */
    quietHours?: QuietHours | null;
    drafts: MessageDraft[];
  },
): Promise<QueuedCounts> {
  const counts: QueuedCounts = { queued: 0, heldUntilMorning: 0, optedOut: 0 };
  if (options.drafts.length === 0) return counts;
  const now = options.now();
  const sendAt = nextSendingTime(now, options.quietHours ?? null);
  const held = sendAt.getTime() > now.getTime();
  const at = now.toISOString();
  for (let start = 0; start < options.drafts.length; start += 400) {
    const chunk = options.drafts.slice(start, start + 400);
    const optedOut = new Set(
      (
        await db
          .selectFrom('message_opt_outs')
          .select('phone')
          .where('tenant_id', '=', options.tenantId)
          .where(
            'phone',
            'in',
            chunk.map((draft) => draft.phone),
          )
          .execute()
      ).map((row) => row.phone),
    );
    const inserted = await db
      .insertInto('messages')
      .values(
        chunk.map((draft) => ({
          tenant_id: options.tenantId,
          key: draft.key,
          event: options.event,
          student_id: draft.studentId,
          recipient: draft.recipient,
          phone: draft.phone,
          channel: options.channel,
          params: JSON.stringify(draft.params.map(templateParameter)),
          push_subscription_id: draft.pushSubscriptionId ?? null,
          status: optedOut.has(draft.phone) ? ('skipped' as const) : ('queued' as const),
          reason: optedOut.has(draft.phone) ? 'opted_out' : null,
          created_at: at,
          send_after: sendAt.toISOString(),
          updated_at: at,
        })),
      )
      .onConflict((c) => c.columns(['tenant_id', 'key']).doNothing())
      .returning(['id', 'status'])
      .execute();
    const toSend = inserted.filter((row) => row.status === 'queued');
    counts.optedOut += inserted.length - toSend.length;
    counts.queued += toSend.length;
    if (held) counts.heldUntilMorning += toSend.length;
    await enqueueJobs(
      db,
      sendMessageJob,
      toSend.map((row) => ({
        payload: { messageId: row.id },
        key: `message:${row.id}`,
        tenantId: options.tenantId,
        runAt: sendAt,
      })),
      options.now,
    );
  }
  return counts;
}

/**
 * A template parameter as WhatsApp accepts it: no new lines or tabs, no more than four spaces in a
 * row, at most 1,024 characters.
 */
export function templateParameter(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, 1024);
}
