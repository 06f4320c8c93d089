import type { AppCaches } from './app-caches.ts';

/**
 * The one call for every writer of content that students see (teacher profile, contact, books,
 * catalogue, courses, units, lessons, quizzes, the tenant's domains): after the writing
 * transaction has committed, `await tenantContentChanged(ctx)`. The tenant's entries in every app
 * cache (rendered pages, course trees, catalogue pages, quiz keys, the tenant directory) are
 * dropped on this instance at once and on every other instance sharing the Redis (`REDIS_URL`)
 * within moments; without Redis, or while it is unreachable, the other instances drop them when
 * their TTL (30 s) runs out. Never rejects.
 */
export function tenantContentChanged(ctx: { caches?: AppCaches; tenantId: string }): Promise<void> {
  return ctx.caches?.contentChanged(ctx.tenantId) ?? Promise.resolve();
}
