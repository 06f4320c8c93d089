import { LRUCache } from 'lru-cache';
import type { TenantContext } from '../context.ts';
import type { RenderedPage } from './rendered-page.ts';

/**
 * Rendered pages, per tenant and URL. A page is the same for every visitor of a tenant (nothing
 * personal is rendered on the server), so it is built once and reused until the tenant's content
 * changes (`tenantContentChanged` in `cache/tenant-content-changed.ts`, here or on another
 * instance) or for at most the TTL, which
 * bounds staleness when a change is not announced (no Redis, Redis unreachable). The cache is one of
 * the app's caches (`ctx.caches`); without them (seed) nothing is kept.
 */
type PageCache = LRUCache<string, RenderedPage>;

function cacheOf(ctx: Pick<TenantContext, 'caches'>): PageCache | undefined {
  return ctx.caches?.named<PageCache>(
    'pages',
    () => new LRUCache<string, RenderedPage>({ max: 2_000, ttl: 30_000 }),
  );
}

const keyOf = (tenantId: string, url: string) => `${tenantId}\u0000${url}`;

export function cachedPage(ctx: TenantContext, url: string): RenderedPage | undefined {
  return cacheOf(ctx)?.get(keyOf(ctx.tenantId, url));
}

export function rememberPage(ctx: TenantContext, url: string, page: RenderedPage): void {
  cacheOf(ctx)?.set(keyOf(ctx.tenantId, url), page);
}
