import { LRUCache } from 'lru-cache';
import type { TenantContext } from '../context.ts';
import type { RenderedPage } from './rendered-page.ts';

/**
 * Rendered pages, per tenant and URL. A page is the same for every visitor of a tenant (nothing
 * personal is rendered on the server), so it is built once and reused until the tenant's content
 * changes (`tenantContentChanged`, here or on another instance) or for at most the TTL, which
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

/**
 * The one call for every writer of content that students see (teacher profile, contact, books,
 * catalogue, courses, units, lessons, quizzes, the tenant's domains): after the writing
 * transaction has committed, `await tenantContentChanged(ctx)`. The tenant's rendered pages,
 * course trees, catalogue pages, quiz keys and the tenant directory are dropped on this instance
 * at once and on every other instance sharing the Redis (`REDIS_URL`) within moments; without
 * Redis, or while it is unreachable, the other instances drop them when their TTL (30 s) runs out.
 * Never rejects.
 */
export function tenantContentChanged(ctx: Pick<TenantContext, 'caches' | 'tenantId'>): Promise<void> {
  return ctx.caches?.contentChanged(ctx.tenantId) ?? Promise.resolve();
}
