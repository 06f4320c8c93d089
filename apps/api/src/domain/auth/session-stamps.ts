import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import type { AppCaches } from '../../cache/app-caches.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Whether a user's access tokens still count: a deactivated user's tokens stop at once, and so do
 * tokens issued before the user's `sessions_valid_after` stamp (deactivation, staff removal). The
 * auth plugin asks on every signed-in request, so the answer is kept per instance for a short while
 * (a miss reads one row by primary key); the instance that changes a user forgets its entry at once
 * and announces the change to the others; the TTL bounds how long an instance that missed the
 * announcement may keep the old answer.
 */
export interface SessionStamp {
  active: boolean;
  /** tokens issued before this instant (milliseconds) are refused; 0 = none */
  validAfterMs: number;
}

export const SESSION_STAMP_TTL_MS = 30_000;
const CACHE_NAME = 'session-stamps';

function stampCache(caches: AppCaches): LRUCache<string, SessionStamp> {
  return caches.named(
    CACHE_NAME,
    () => new LRUCache<string, SessionStamp>({ max: 20_000, ttl: SESSION_STAMP_TTL_MS }),
  );
}

// keyed like the tenant's content entries, so `AppCaches.forgetTenant` (run on every instance when
// a change is announced) drops them too
const keyOf = (tenantId: string, userId: string) => `${tenantId}\u0000${userId}`;

/** The user's stamp, from the cache or the database (an unknown user counts as inactive). */
export async function sessionStampOf(
  db: Kysely<Database>,
  caches: AppCaches,
  tenantId: string,
  userId: string,
): Promise<SessionStamp> {
  const cache = stampCache(caches);
  const key = keyOf(tenantId, userId);
  const known = cache.get(key);
  if (known) return known;
  const row = await db
    .selectFrom('users')
    .select(['active', 'sessions_valid_after'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
  const stamp: SessionStamp = {
    active: Number(row?.active ?? 0) === 1,
    validAfterMs: row?.sessions_valid_after ? new Date(row.sessions_valid_after).getTime() : 0,
  };
  cache.set(key, stamp);
  return stamp;
}

/** True when a token issued at `issuedAtMs` may still be used under `stamp`. */
export function tokenStillValid(stamp: SessionStamp, issuedAtMs: number): boolean {
  return stamp.active && issuedAtMs > stamp.validAfterMs;
}

/**
 * Drops the cached stamp after the user's row changed (call after the transaction commits): here at
 * once, and on the other instances through the tenant's change announcement (Redis pub/sub,
 * `cache/content-changes.ts`), which makes them read the row again on the user's next request.
 */
export async function forgetSessionStamp(
  caches: AppCaches | undefined,
  tenantId: string,
  userId: string,
): Promise<void> {
  if (!caches) return;
  stampCache(caches).delete(keyOf(tenantId, userId));
  await caches.contentChanged(tenantId);
}
