import { LRUCache } from 'lru-cache';
import type { TenantContext } from '../context.ts';

/**
 * Rendered pages, per tenant and URL. A page is the same for every visitor of a tenant (nothing
 * personal is rendered on the server), so it is built once and reused until the tenant's content
 * changes (`tenantContentChanged`) or for at most the TTL, which bounds staleness when content is
 * changed by something that does not call it (the admin command, another instance). The cache is
 * one of the app's caches (`ctx.caches`); without them (admin command) nothing is kept.
 */
type PageCache = LRUCache<string, string>;

function cacheOf(ctx: Pick<TenantContext, 'caches'>): PageCache | undefined {
  return ctx.caches?.named<PageCache>(
    'pages',
    () => new LRUCache<string, string>({ max: 2_000, ttl: 30_000 }),
  );
}

const keyOf = (tenantId: string, url: string) => `${tenantId}\u0000${url}`;

export function cachedPage(ctx: TenantContext, url: string): string | undefined {
  return cacheOf(ctx)?.get(keyOf(ctx.tenantId, url));
}

export function rememberPage(ctx: TenantContext, url: string, html: string): void {
  cacheOf(ctx)?.set(keyOf(ctx.tenantId, url), html);
}

/** The tenant's teacher profile, catalogue or books changed: its pages are rendered afresh. */
export function tenantContentChanged(ctx: Pick<TenantContext, 'caches' | 'tenantId'>): void {
  const cache = cacheOf(ctx);
  if (!cache) return;
  const prefix = `${ctx.tenantId}\u0000`;
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}
