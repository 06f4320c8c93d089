import type { PushSubscriptionBody, PushUnsubscribeBody } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { AppConfig } from '../../config.ts';
import type { Caller, TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import type { SettingsBox } from '../../secrets/settings-box.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The tenant's VAPID key pair (RFC 8292), made on first use: its public half is the browser's
 * `applicationServerKey`, its private half (sealed, like every provider secret) signs each push
 * request. Stored as the tenant's 'push' row of message_channels; two instances making it at
 * once keep the first one written.
 */
export async function vapidKeys(
  db: Kysely<Database>,
  box: SettingsBox,
  tenantId: string,
): Promise<VapidKeys> {
  const read = () =>
    db
      .selectFrom('message_channels')
      .select(['settings', 'sealed_secrets'])
      .where('tenant_id', '=', tenantId)
      .where('channel', '=', 'push')
      .executeTakeFirst();
  let row = await read();
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    await db
      .insertInto('message_channels')
      .values({
        tenant_id: tenantId,
        channel: 'push',
        enabled: 1,
        settings: JSON.stringify({ publicKey: made.publicKey }),
        sealed_secrets: box.seal(tenantId, JSON.stringify({ privateKey: made.privateKey })),
        updated_at: new Date().toISOString(),
      })
      .onConflict((c) => c.columns(['tenant_id', 'channel']).doNothing())
      .execute();
    row = await read();
    if (!row) throw new Error('the VAPID keys were neither made nor found');
  }
  const { publicKey } = JSON.parse(row.settings) as { publicKey: string };
  const { privateKey } = JSON.parse(box.open(tenantId, row.sealed_secrets)) as { privateKey: string };
  return { publicKey, privateKey };
}

/**
 * Whether the server may send to this endpoint: https on one of the configured push services
 * (or a subdomain of one), or on the one extra origin of PUSH_SERVICE_BASE (tests' local fake).
 * Anything else is refused, so a subscription cannot make the server call hosts of its choosing.
 */
export function isAllowedPushEndpoint(config: AppConfig, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol !== 'https:') return false;
  if (config.pushServiceBase && url.origin === new URL(config.pushServiceBase).origin) return true;
  if (url.port !== '' && url.port !== '443') return false;
  const host = url.hostname.toLowerCase();
  return config.pushServiceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The most browsers one student gets notifications in; subscribing in one more forgets the oldest. */
const MAX_PUSH_DEVICES = 10;

const withoutPadding = (key: string) => key.replace(/=+$/, '');

const devicesOf = async (ctx: TenantContext, userId: string) =>
  Number(
    (
      await ctx.db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', ctx.tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Keeps a browser's push subscription for the signed-in student. One row per endpoint (a browser):
 * subscribing again refreshes its keys, and a browser another account of this tenant used before
 * now belongs to the caller; past MAX_PUSH_DEVICES browsers the least recently subscribed is
 * forgotten. Answers how many browsers the caller has notifications on in.
 */
export async function subscribeToPush(
  ctx: TenantContext,
  config: AppConfig,
  options: { caller: Caller } & PushSubscriptionBody,
): Promise<{ devices: number }> {
  if (!isAllowedPushEndpoint(config, options.endpoint))
    throw badRequest('push_service_not_allowed', SERVER_MESSAGES.pushServiceNotAllowed);
  const at = ctx.now().toISOString();
  const keys = { p256dh: withoutPadding(options.keys.p256dh), auth: withoutPadding(options.keys.auth) };
  await ctx.db
    .insertInto('push_subscriptions')
    .values({
      tenant_id: ctx.tenantId,
      user_id: options.caller.userId,
      endpoint: options.endpoint,
      ...keys,
      created_at: at,
      updated_at: at,
    })
    .onConflict((c) =>
      c
        .columns(['tenant_id', 'endpoint'])
        .doUpdateSet({ user_id: options.caller.userId, ...keys, updated_at: at }),
    )
    .execute();
  const kept = await ctx.db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.caller.userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_PUSH_DEVICES)
    .execute();
  await ctx.db
    .deleteFrom('push_subscriptions')
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.caller.userId)
    .where(
      'id',
      'not in',
      kept.map((row) => row.id),
    )
    .execute();
  return { devices: kept.length };
}

/** Forgets one of the caller's browsers (another account's subscription is left alone). */
export async function unsubscribeFromPush(
  ctx: TenantContext,
  options: { caller: Caller } & PushUnsubscribeBody,
): Promise<{ devices: number }> {
  await ctx.db
    .deleteFrom('push_subscriptions')
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.caller.userId)
    .where('endpoint', '=', options.endpoint)
    .execute();
  return { devices: await devicesOf(ctx, options.caller.userId) };
}

/** The push subscriptions of some students, by student (for queueing their messages). */
export async function pushSubscriptionsOf(
  db: Kysely<Database>,
  tenantId: string,
  studentIds: readonly string[],
): Promise<Map<string, number[]>> {
  const byStudent = new Map<string, number[]>();
  if (studentIds.length === 0) return byStudent;
  const wanted = new Set(studentIds);
  const rows =
    studentIds.length <= 400
      ? await db
          .selectFrom('push_subscriptions')
          .select(['id', 'user_id'])
          .where('tenant_id', '=', tenantId)
          .where('user_id', 'in', [...wanted])
          .orderBy('id')
          .execute()
      : await db
          .selectFrom('push_subscriptions')
          .select(['id', 'user_id'])
          .where('tenant_id', '=', tenantId)
          .orderBy('id')
          .execute();
  for (const row of rows) {
    if (!wanted.has(row.user_id)) continue;
    byStudent.set(row.user_id, [...(byStudent.get(row.user_id) ?? []), row.id]);
  }
  return byStudent;
}
