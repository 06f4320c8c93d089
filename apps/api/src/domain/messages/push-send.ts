import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import type { MessageEvent } from '@dars/core/contract';
import webpush from 'web-push';
import type { AppConfig } from '../../config.ts';
import { PermanentJobError, RetryAfterError, type JobContext } from '../../jobs/define.ts';
import type { SettingsBox } from '../../secrets/settings-box.ts';
import { vapidKeys } from './push-subscriptions.ts';

/** What the notification says (Arabic, like the other channels); {1}, {2}, … are the parameters. */
const PUSH_TEXTS: Record<MessageEvent, { title: string; body: string; url: string }> = {
  announcement: { title: 'إعلان من مدرسك', body: '{2}', url: '/' },
  quizResult: { title: 'نتيجة اختبار', body: 'نتيجتك في «{2}»: {3}', url: '/my-lectures' },
  examResult: { title: 'نتيجة امتحان', body: 'نتيجتك في «{2}»: {3}', url: '/my-lectures' },
  unitOpened: { title: 'وحدة جديدة', body: 'فُتحت «{3}» في «{2}»', url: '/my-lectures' },
  idleStudent: { title: 'اشتقنا إليك', body: 'لم تدخل منذ {2} يومًا', url: '/' },
  weeklySummary: { title: 'ملخص الأسبوع', body: '{2}', url: '/' },
  paymentReceipt: { title: 'تم الدفع', body: '«{2}»: {3}', url: '/my-orders' },
};

/** A push service's message stays at most a day if the browser is offline (RFC 8030 TTL). */
const TTL_SECONDS = 24 * 60 * 60;
/** When a push service answers 429 without Retry-After. */
const DEFAULT_RETRY_MS = 60_000;

/**
 * The connections to push services: kept alive between messages, at most 50 per service, and
 * trusting one more certificate authority when PUSH_SERVICE_CA names one (tests' local fake).
 */
let agent: { ca: string | undefined; agent: https.Agent } | null = null;
function pushAgent(config: AppConfig): https.Agent {
  if (!agent || agent.ca !== config.pushServiceCa) {
    agent?.agent.destroy();
    const ca = config.pushServiceCa
      ? [...tls.rootCertificates, fs.readFileSync(config.pushServiceCa, 'utf8')]
      : undefined;
    agent = { ca: config.pushServiceCa, agent: new https.Agent({ keepAlive: true, maxSockets: 50, ca }) };
  }
  return agent.agent;
}

/** The notification's JSON, which the service worker shows (ssr/installed-app/service-worker.js). */
export function pushPayload(event: MessageEvent, params: readonly string[], messageId: number) {
  const text = PUSH_TEXTS[event];
  const fill = (template: string) =>
    template.replace(/\{(\d)\}/g, (_match, n: string) => params[Number(n) - 1] ?? '');
  return {
    title: fill(text.title),
    // a push message carries at most 4 kB after encryption (RFC 8291): the text is cut well below
    body: fill(text.body).slice(0, 1000),
    url: text.url,
    tag: `dars-${event}-${messageId}`,
    lang: 'ar',
    dir: 'rtl',
  };
}

/** Seconds or an HTTP date (RFC 9110 Retry-After) as milliseconds to wait. */
export function retryAfterMs(header: string | string[] | undefined, now: Date): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return DEFAULT_RETRY_MS;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? DEFAULT_RETRY_MS : Math.max(at - now.getTime(), 0);
}

/**
 * Sends one message to one browser through its push service with the web-push library (payload
 * encrypted with aes128gcm, RFC 8291; the request signed with the tenant's VAPID key, RFC 8292).
 * The push service's answers: 201 sent; 404 or 410 the subscription is gone, so it is removed
 * and the message fails for good; 429 waits as asked; 5xx and network errors retry with the
 * job's backoff; other refusals (400, 403, 413) fail at once.
 */
export async function sendPushMessage(
  job: JobContext,
  box: SettingsBox,
  message: { id: number; event: MessageEvent; params: string[]; subscriptionId: number | null },
): Promise<string | null> {
  const tenantId = job.tenantId!;
  const subscription =
    message.subscriptionId === null
      ? undefined
      : await job.db
          .selectFrom('push_subscriptions')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('id', '=', message.subscriptionId)
          .executeTakeFirst();
  if (!subscription) throw new PermanentJobError('notifications were turned off in this browser');
  const keys = await vapidKeys(job.db, box, tenantId);
  try {
    const sent = await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(pushPayload(message.event, message.params, message.id)),
      {
        vapidDetails: {
          subject: job.config.pushContact,
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
        TTL: TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        timeout: 15_000,
        agent: pushAgent(job.config),
      },
    );
    const location = sent.headers.location;
    return typeof location === 'string' ? location.slice(0, 500) : null;
  } catch (error) {
    if (!(error instanceof webpush.WebPushError)) throw error;
    const status = error.statusCode;
    if (status === 404 || status === 410) {
      await job.db
        .deleteFrom('push_subscriptions')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', subscription.id)
        .execute();
      throw new PermanentJobError(`push subscription expired (${status}); it was removed`);
    }
    if (status === 429)
      throw new RetryAfterError(
        'push service asked to wait (429)',
        retryAfterMs(error.headers['retry-after'], job.now()),
      );
    if (status >= 500) throw new Error(`push service error ${status}`);
    throw new PermanentJobError(`push service refused the message (${status})`);
  }
}
