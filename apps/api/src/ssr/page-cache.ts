import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { TenantContext } from '../context.ts';
import type { Database } from '../db/schema.ts';

/**
 * Rendered pages, per tenant and URL. A page is the same for every visitor of a tenant (nothing
 * personal is rendered on the server), so it is built once and reused until the tenant's content
 * changes (`tenantContentChanged`) or for at most the TTL, which bounds staleness when content is
 * changed by something that does not call it (the admin command, another instance). One cache
 * per database handle, so apps sharing a process (tests) never see each other's pages.
 */
const caches = new WeakMap<Kysely<Database>, LRUCache<string, string>>();

function cacheOf(db: Kysely<Database>): LRUCache<string, string> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, string>({ max: 2_000, ttl: 30_000 });
    caches.set(db, cache);
  }
  return cache;
}

const keyOf = (tenantId: string, url: string) => `${tenantId}\u0000${url}`;

export function cachedPage(ctx: TenantContext, url: string): string | undefined {
  return cacheOf(ctx.db).get(keyOf(ctx.tenantId, url));
}

export function rememberPage(ctx: TenantContext, url: string, html: string): void {
  cacheOf(ctx.db).set(keyOf(ctx.tenantId, url), html);
}

/** The tenant's teacher profile, catalogue or books changed: its pages are rendered afresh. */
export function tenantContentChanged(ctx: Pick<TenantContext, 'db' | 'tenantId'>): void {
  const cache = cacheOf(ctx.db);
  const prefix = `${ctx.tenantId}\u0000`;
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}
