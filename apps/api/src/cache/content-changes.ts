/**
 * Content changes between instances, over Redis pub/sub. A writer's instance (or the admin
 * command) publishes `{ tenantId, from }` on `<REDIS_KEY_PREFIX>content-changed`; every instance
 * listens on a second connection (a subscribed ioredis connection can do nothing else) and drops
 * the tenant's entries from its caches (`AppCaches.forgetTenant`).
 *
 * Redis trouble never fails a request or a write: a publish that fails is logged, and the other
 * instances drop their entries when the caches' TTL (30 s) runs out. A subscriber that lost its
 * connection may have missed announcements, so on reconnecting it drops every entry once.
 */
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AppCaches, CacheChange } from './app-caches.ts';

interface Log {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const contentChannel = (prefix: string) => `${prefix}content-changed`;

interface Announcement extends CacheChange {
  from: string;
}

/** This process's name in announcements, so it skips its own (it has dropped the entries already). */
const INSTANCE_ID = crypto.randomUUID();

/**
 * The `announce` of `AppCaches`: publishes on `redis` (the app's client), giving up after
 * `timeoutMs` (a client waiting to reconnect would otherwise hold the caller).
 */
export function redisAnnouncer(
  redis: Pick<Redis, 'publish'>,
  prefix: string,
  log: Log,
  options: { from?: string; timeoutMs?: number } = {},
): (change: CacheChange) => Promise<void> {
  const channel = contentChannel(prefix);
  const from = options.from ?? INSTANCE_ID;
  const timeoutMs = options.timeoutMs ?? 2_000;
  return async (change) => {
    const { tenantId } = change;
    const message = JSON.stringify({ ...change, from } satisfies Announcement);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        redis.publish(channel, message),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer from Redis in ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (error) {
      log.warn(
        { err: error, tenantId },
        'content change not announced to the other instances; they see it when their caches expire (30 s)',
      );
    } finally {
      clearTimeout(timer);
    }
  };
}

function parseAnnouncement(text: string): Announcement | null {
  try {
    const value = JSON.parse(text) as Partial<Announcement> | null;
    if (typeof value?.tenantId !== 'string' || typeof value.from !== 'string') return null;
    return typeof value.cache === 'string' && typeof value.key === 'string'
      ? { tenantId: value.tenantId, from: value.from, cache: value.cache, key: value.key }
      : { tenantId: value.tenantId, from: value.from };
  } catch {
    return null;
  }
}

/**
 * Listens for other instances' announcements on a duplicate of `redis`. `ready` settles once
 * subscribed (or once subscribing failed: then the TTL rules); `close` ends the connection.
 */
export function listenForContentChanges(
  redis: Pick<Redis, 'duplicate'>,
  prefix: string,
  caches: AppCaches,
  log: Log,
  options: { self?: string; connectionName?: string } = {},
): { ready: Promise<void>; close: () => Promise<void> } {
  const channel = contentChannel(prefix);
  const self = options.self ?? INSTANCE_ID;
  const subscriber = redis.duplicate({
    lazyConnect: true,
    enableOfflineQueue: true,
    // named in CLIENT LIST, for operators (and the test that cuts it)
    connectionName: options.connectionName ?? 'dars-content-changes',
  });
  let wasReady = false;
  subscriber.on('error', (error: unknown) =>
    log.warn({ err: error }, 'Redis connection (content changes) error'),
  );
  subscriber.on('ready', () => {
    // announcements made while we were away are lost: start afresh
    if (wasReady) {
      caches.forgetTenant(null);
      log.info({}, 'Redis (content changes) reconnected: caches dropped');
    }
    wasReady = true;
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const announcement = parseAnnouncement(text);
    if (announcement && announcement.from !== self) caches.forget(announcement);
  });
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => {
      log.warn({ err: error }, 'cannot listen for content changes; caches expire after 30 s instead');
    },
  );
  return {
    ready,
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
