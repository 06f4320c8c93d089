import { LRUCache } from 'lru-cache';

/**
 * Rendered public pages, per tenant and path. A page is the same for every visitor of a tenant
 * (nothing personal is rendered on the server), so it is built once and reused until the tenant's
 * content changes (`tenantContentChanged`) or for at most the TTL, which bounds staleness when
 * content is changed by a process that does not call it (the admin command, another instance).
 */
const pages = new LRUCache<string, string>({ max: 2_000, ttl: 30_000 });

const keyOf = (tenantId: string, path: string) => `${tenantId}\u0000${path}`;

export function cachedPage(tenantId: string, path: string): string | undefined {
  return pages.get(keyOf(tenantId, path));
}

export function rememberPage(tenantId: string, path: string, html: string): void {
  pages.set(keyOf(tenantId, path), html);
}

/** The tenant's teacher profile, catalogue or books changed: its pages are rendered afresh. */
export function tenantContentChanged(tenantId: string): void {
  const prefix = `${tenantId}\u0000`;
  for (const key of pages.keys()) if (key.startsWith(prefix)) pages.delete(key);
}

/** Every tenant's pages (a new web build, tests). */
export function forgetAllPages(): void {
  pages.clear();
}
