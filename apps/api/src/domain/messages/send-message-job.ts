import type { MessageEvent } from '@dars/core/contract';
import {
  defineJob,
  PermanentJobError,
  RetryAfterError,
  type JobContext,
  type JobRecord,
} from '../../jobs/define.ts';
import { sendSms } from '../../providers/sms/http-sms.ts';
import { sendTemplateMessage } from '../../providers/whatsapp/cloud-api.ts';
import type { MessageChannel } from '../../db/schema.ts';
import { createSettingsBox, type SettingsBox } from '../../secrets/settings-box.ts';
import { isQuietHour, nextSendingTime, startOfCairoDay } from './cairo-time.ts';
import { readChannel } from './channels.ts';
import { messageContent } from './message-content.ts';
import { sendPushMessage } from './push-send.ts';
import { createSendPace, type SendPace } from './send-pace.ts';
import { smsText, whatsappParameters } from './templates.ts';

const MAX_ATTEMPTS = 6;
/** sends in flight at once per instance (a bounded pool: providers' rate limits, the database's share) */
export const SEND_CONCURRENCY = 25;

const paces = new Map<number, SendPace>();
/** The pace of WhatsApp and SMS sends in this process (MESSAGES_PER_SECOND per tenant and channel). */
function paceOf(perSecond: number): SendPace {
  let pace = paces.get(perSecond);
  if (!pace) paces.set(perSecond, (pace = createSendPace(perSecond)));
  return pace;
}

const boxes = new Map<string, SettingsBox>();
function boxFor(settingsKey: string): SettingsBox {
  let box = boxes.get(settingsKey);
  if (!box) boxes.set(settingsKey, (box = createSettingsBox(settingsKey)));
  return box;
}

/**
 * Sends one recorded message (queue-messages.ts) through the tenant's channel. Runs again safely:
 * a message no longer `queued` is left alone. Before sending it checks, with the app clock, the
 * quiet hours (waits for the morning), and for a phone the recipient's opt-out and the daily cap
 * (skipped); a push message goes to one browser, which the student turns off in the profile.
 * Provider answers: 429 / rate-limit codes wait as asked, 5xx and network errors retry with
 * doubling delays, other refusals fail at once with the provider's reason.
 *
 * A sent message is recorded by the runner in the transaction that marks its job done, with the
 * other runs that ended meanwhile (one commit per batch): the job and the message's `sent` state
 * are committed together or not at all, so after a kill -9 neither says done without the other.
 */
export const sendMessageJob = defineJob<{ messageId: number }>(
  'messages.send',
  async ({ messageId }, job) => {
    const { db, now, tenantId } = job;
    if (!tenantId) throw new PermanentJobError('message job without a tenant');
    const at = now();
    // the message with its recipient's opt-out and the messages sent to that phone today: one read
    const message = await db
      .selectFrom('messages')
      .selectAll('messages')
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('message_opt_outs')
              .select('message_opt_outs.phone')
              .whereRef('message_opt_outs.tenant_id', '=', 'messages.tenant_id')
              .whereRef('message_opt_outs.phone', '=', 'messages.phone'),
          )
          .as('opted_out'),
        eb
          .selectFrom('messages as sent')
          .select((sent) => sent.fn.countAll<number>().as('n'))
          .whereRef('sent.tenant_id', '=', 'messages.tenant_id')
          .whereRef('sent.phone', '=', 'messages.phone')
          .where('sent.sent_at', '>=', startOfCairoDay(at).toISOString())
          .as('sent_today'),
      ])
      .where('messages.tenant_id', '=', tenantId)
      .where('messages.id', '=', messageId)
      .executeTakeFirst();
    if (!message || message.status !== 'queued') return;
    const quiet = job.config.messagesQuietHours;
    if (isQuietHour(at, quiet)) {
      const morning = nextSendingTime(at, quiet);
      // the log shows when it goes
      await db
        .updateTable('messages')
        .set({ send_after: morning.toISOString() })
        .where('id', '=', messageId)
        .where('status', '=', 'queued')
        .execute();
      throw new RetryAfterError('quiet hours', morning.getTime() - at.getTime());
    }
    const skip = (reason: string) =>
      db
        .updateTable('messages')
        .set({ status: 'skipped', reason, updated_at: at.toISOString() })
        .where('id', '=', messageId)
        .where('status', '=', 'queued')
        .execute();

    if (message.channel !== 'push') {
      if (Number(message.opted_out)) return void (await skip('opted_out'));
      if (Number(message.sent_today) >= job.config.messagesDailyCap) return void (await skip('daily_cap'));
    }

    let providerMessageId: string | null;
    try {
      providerMessageId = await deliver(job, message.channel, {
        id: message.id,
        event: message.event as MessageEvent,
        phone: message.phone,
        params: JSON.parse(message.params) as string[],
        subscriptionId: message.push_subscription_id,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = error instanceof PermanentJobError || job.attempt >= MAX_ATTEMPTS;
      await db
        .updateTable('messages')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          reason: reason.slice(0, 500),
          status: final ? 'failed' : 'queued',
          updated_at: now().toISOString(),
        }))
        .where('id', '=', messageId)
        .execute();
      throw error;
    }
    const sentAt = now().toISOString();
    const recordSent: JobRecord = async (trx) => {
      await trx
        .updateTable('messages')
        .set((eb) => ({
          status: 'sent',
          attempts: eb('attempts', '+', 1),
          provider_message_id: providerMessageId,
          sent_at: sentAt,
          updated_at: sentAt,
        }))
        .where('id', '=', messageId)
        .where('status', '=', 'queued')
        .execute();
    };
    return recordSent;
  },
  {
    concurrency: SEND_CONCURRENCY,
    maxAttempts: MAX_ATTEMPTS,
    retryDelayMs: 30_000,
    maxRetryDelayMs: 30 * 60_000,
    leaseMs: 30_000,
  },
);

/**
 * A tenant's channel as read at most a second ago on this instance (per database): a bulk send
 * reads and opens it about once a second, not once per message; a change saved in the console
 * applies within a second.
 */
const CHANNEL_READ_TTL_MS = 1000;
const recentChannels = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>();
function recentChannel<T>(job: JobContext, channel: string, read: () => Promise<T>): Promise<T> {
  let byKey = recentChannels.get(job.db);
  if (!byKey) recentChannels.set(job.db, (byKey = new Map()));
  const key = `${job.tenantId}\n${channel}`;
  const at = performance.now();
  const hit = byKey.get(key);
  if (hit && at - hit.at < CHANNEL_READ_TTL_MS) return hit.value as Promise<T>;
  const value = read();
  byKey.set(key, { at, value });
  value.catch(() => byKey.delete(key));
  return value;
}

async function deliver(
  job: JobContext,
  channel: MessageChannel,
  message: {
    id: number;
    event: MessageEvent;
    phone: string;
    params: string[];
    subscriptionId: number | null;
  },
): Promise<string | null> {
  const box = boxFor(job.config.settingsKey);
  if (channel === 'push') return sendPushMessage(job, box, message);
  if (channel === 'whatsapp') {
    const account = await recentChannel(job, 'whatsapp', () =>
      readChannel(job.db, box, job.tenantId!, 'whatsapp'),
    );
    if (!account.enabled || !account.secrets.accessToken)
      throw new PermanentJobError('WhatsApp is turned off for this teacher');
    const { template, values } = await messageContent(
      job.db,
      job.config,
      { tenantId: job.tenantId!, ...message },
      account.settings,
    );
    await paceOf(job.config.messagesPerSecond).take(`${job.tenantId}\nwhatsapp`);
    const sent = await sendTemplateMessage(
      {
        base: job.config.whatsappApiBase,
        version: job.config.whatsappApiVersion,
        phoneNumberId: account.settings.phoneNumberId,
        accessToken: account.secrets.accessToken,
      },
      {
        to: message.phone,
        template: template.whatsappName,
        language: template.whatsappLanguage,
        bodyParameters: whatsappParameters(template, values),
      },
    );
    return sent.messageId;
  }
  const account = await recentChannel(job, 'sms', () => readChannel(job.db, box, job.tenantId!, 'sms'));
  if (!account.enabled || !account.secrets.token)
    throw new PermanentJobError('SMS is turned off for this teacher');
  const { template, values } = await messageContent(
    job.db,
    job.config,
    { tenantId: job.tenantId!, ...message },
    { language: 'ar' },
  );
  await paceOf(job.config.messagesPerSecond).take(`${job.tenantId}\nsms`);
  const sent = await sendSms(
    { url: account.settings.url, token: account.secrets.token, sender: account.settings.sender },
    { to: message.phone, text: smsText(template, values) },
  );
  return sent.messageId;
}
