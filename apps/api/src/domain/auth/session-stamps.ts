import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import type { AppCaches } from '../../cache/app-caches.ts';
import type { Database } from '../../db/schema.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';

/**
 * Whether a user's access tokens still count: a deactivated user's tokens stop at once, and so do
 * tokens issued before the user's `sessions_valid_after` stamp (deactivation, staff removal,
 * password reset) and tokens of a session that ended (signing out, a password change ending the
 * other sessions, a refresh token reused). The auth plugin asks on every signed-in request, so the
 * answer is kept per instance for a short while (a miss reads the user's row and the sessions that
 * ended within an access token's lifetime); the instance that changes a user forgets its entry at
 * once and announces the change to the others (Redis); the TTL bounds how long an instance that
 * missed the announcement may keep the old answer.
 */
export interface SessionStamp {
  active: boolean;
  /** tokens issued before this instant (milliseconds) are refused; 0 = none */
  validAfterMs: number;
  /** sessions (refresh-token families) ended recently enough that their access tokens may still be unexpired */
  endedSessions: ReadonlySet<string>;
}

export const SESSION_STAMP_TTL_MS = 30_000;
const CACHE_NAME = 'session-stamps';

/**
 * The stamps, as a keyed cache (`AppCaches.forgetTenant` / `forgetEntry` drop entries). A stamp read
 * while its entry was dropped is answered but not kept: it may predate the change.
 */
class StampCache {
  readonly #entries = new LRUCache<string, SessionStamp>({ max: 20_000, ttl: SESSION_STAMP_TTL_MS });
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }
  get(key: string): SessionStamp | undefined {
    return this.#entries.get(key);
  }
  setIfUnchanged(key: string, stamp: SessionStamp, generation: number, ttl?: number): void {
    if (generation === this.#generation)
      this.#entries.set(key, stamp, ttl === undefined ? undefined : { ttl });
  }
  keys(): IterableIterator<string> {
    return this.#entries.keys();
  }
  delete(key: string): boolean {
    this.#generation += 1;
    return this.#entries.delete(key);
  }
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

function stampCache(caches: AppCaches): StampCache {
  return caches.named(CACHE_NAME, () => new StampCache());
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
  now: Date = new Date(),
): Promise<SessionStamp> {
  const cache = stampCache(caches);
  const key = keyOf(tenantId, userId);
  const known = cache.get(key);
  if (known) return known;
  const generation = cache.generation;
  const stamp = (await readSessionStamps(db, tenantId, [userId], now)).get(userId) ?? UNKNOWN_USER;
  cache.setIfUnchanged(key, stamp, generation);
  return stamp;
}

const UNKNOWN_USER: SessionStamp = { active: false, validAfterMs: 0, endedSessions: new Set() };

/**
 * The stamps of some users of a tenant, in one query: each user's row with the sessions that ended
 * recently enough to matter (an access token lives ACCESS_TOKEN_TTL_SECONDS; sessions ended before
 * that hold none still valid). Users not found are absent from the map.
 */
async function readSessionStamps(
  db: Kysely<Database>,
  tenantId: string,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, SessionStamp>> {
  const since = new Date(
    now.getTime() - ACCESS_TOKEN_TTL_SECONDS * 1000 - SESSION_STAMP_TTL_MS,
  ).toISOString();
  const rows = await db
    .selectFrom('users')
    .leftJoin('refresh_tokens', (join) =>
      join
        .onRef('refresh_tokens.tenant_id', '=', 'users.tenant_id')
        .onRef('refresh_tokens.user_id', '=', 'users.id')
        .on('refresh_tokens.revoked_at', '>', since),
    )
    .select([
      'users.id as id',
      'users.active as active',
      'users.sessions_valid_after as validAfter',
      'refresh_tokens.family_id as endedSession',
    ])
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', 'in', userIds)
    .execute();
  const stamps = new Map<string, SessionStamp & { endedSessions: Set<string> }>();
  for (const row of rows) {
    let stamp = stamps.get(row.id);
    if (!stamp) {
      stamp = {
        active: Number(row.active) === 1,
        validAfterMs: row.validAfter ? new Date(row.validAfter).getTime() : 0,
        endedSessions: new Set(),
      };
      stamps.set(row.id, stamp);
    }
    if (row.endedSession) stamp.endedSessions.add(row.endedSession);
  }
  return stamps;
}

/**
 * Fills the cache with the stamps of users about to come back at once (students in the middle of
 * an exam when the server restarts), so that their first requests do not all read the database
 * together. Each entry lives a random part of the TTL, so that they do not all expire together
 * either.
 */
export async function warmSessionStamps(
  db: Kysely<Database>,
  caches: AppCaches,
  tenantId: string,
  userIds: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  const cache = stampCache(caches);
  for (let from = 0; from < userIds.length; from += WARM_CHUNK) {
    const chunk = userIds.slice(from, from + WARM_CHUNK);
    const generation = cache.generation;
    const stamps = await readSessionStamps(db, tenantId, chunk, now);
    for (const userId of chunk) {
      const ttl = Math.round(SESSION_STAMP_TTL_MS * (0.2 + 0.8 * Math.random()));
      cache.setIfUnchanged(keyOf(tenantId, userId), stamps.get(userId) ?? UNKNOWN_USER, generation, ttl);
    }
  }
}

/** Users per warming query: well under either engine's limit on bound parameters. */
const WARM_CHUNK = 500;

/** True when a token of session `sessionId`, issued at `issuedAtMs`, may still be used under `stamp`. */
export function tokenStillValid(stamp: SessionStamp, issuedAtMs: number, sessionId?: string | null): boolean {
  if (sessionId && stamp.endedSessions.has(sessionId)) return false;
  return stamp.active && issuedAtMs > stamp.validAfterMs;
}

/**
 * Drops the cached stamp after the user's row or sessions changed (call after the transaction
 * commits): here at once, and on the other instances through an announcement of this one entry
 * (Redis pub/sub, `cache/content-changes.ts`), which makes them read it again on the user's next
 * request.
 */
export async function forgetSessionStamp(
  caches: AppCaches | undefined,
  tenantId: string,
  userId: string,
): Promise<void> {
  if (!caches) return;
  await caches.entryChanged(tenantId, CACHE_NAME, keyOf(tenantId, userId));
}
