import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_CHARACTER_CODE, CONTROL_IN_TOKEN, controlCharacterMessage } from '../control-characters.ts';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../errors.ts';

/**
 * Whether the matched route needs a tenant: every API route does, whatever its prefix (the original's
 * client calls some without /api). Exempt: health checks, the API docs, static files, unknown
 * routes (plain 404) and routes declaring `config: { tenantless: true }`.
 */
export function routeNeedsTenant(routeUrl: string | undefined, routeConfig?: unknown): boolean {
  if (!routeUrl) return false;
  if ((routeConfig as { tenantless?: unknown } | undefined)?.tenantless === true) return false;
  const url = routeUrl.toLowerCase();
  if (url === '/healthz' || url === '/readyz' || url === '/' || url === '/*') return false;
  if (url.startsWith('/api/docs') || url.startsWith('/media/') || url.startsWith('/uploads/')) return false;
  return true;
}

const tenantNeedByRoute = new WeakMap<object, boolean>();

/** routeNeedsTenant for the request's matched route, worked out once per route. */
export function requestNeedsTenant(request: FastifyRequest): boolean {
  const route = request.routeOptions;
  const config = route.config as object | undefined;
  if (!config) return routeNeedsTenant(route.url, config);
  let needed = tenantNeedByRoute.get(config);
  if (needed === undefined) {
    needed = routeNeedsTenant(route.url, config);
    tenantNeedByRoute.set(config, needed);
  }
  return needed;
}

/** For the URL alone (before routing): /api paths except the docs. */
export function needsTenant(url: string): boolean {
  const lower = url.toLowerCase();
  return lower.startsWith('/api/') && !lower.startsWith('/api/docs');
}

interface TenantDirectory {
  ids: Set<string>;
  byDomain: Map<string, string>;
}

const CACHE_MS = 30_000;
const DIRECTORY = 'directory';

/**
 * The tenant list, cached briefly in memory (there are few tenants). A miss reloads it once
 * (shared by concurrent requests), so a tenant created a moment ago is found at once.
 *
 * `invalidate` (content saved here or on another instance) never fails a reader: requests already
 * waiting for a load get that load's list, and the next request starts a new load. (lru-cache's
 * own `fetch` rejects its waiters with "deleted" when the cache is cleared meanwhile.)
 */
export function createTenantResolver(db: Kysely<Database>, clock: () => number = Date.now) {
  const cache = new LRUCache<typeof DIRECTORY, TenantDirectory>({
    max: 1,
    // lru-cache keeps an entry while its age ≤ ttl; the list is fresh while younger than CACHE_MS
    ttl: CACHE_MS - 1,
    // the clock is read on every lookup (tests move it), not at a coarser resolution
    ttlResolution: 0,
    perf: { now: clock },
  });
  // bumped by `invalidate`: a load started before it is not stored, nor shared with later readers
  let generation = 0;
  let loading: { generation: number; directory: Promise<TenantDirectory> } | null = null;

  const loadDirectory = async (): Promise<TenantDirectory> => {
    const rows = await db.selectFrom('tenants').select(['id', 'domains']).execute();
    const byDomain = new Map<string, string>();
    for (const row of rows) {
      for (const domain of parseDomains(row.domains)) byDomain.set(domain, row.id);
    }
    return { ids: new Set(rows.map((r) => r.id)), byDomain };
  };
  const reload = (): Promise<TenantDirectory> => {
    if (loading?.generation === generation) return loading.directory;
    const startedIn = generation;
    const directory = loadDirectory().then((loaded) => {
      if (startedIn === generation) cache.set(DIRECTORY, loaded);
      return loaded;
    });
    const current = { generation: startedIn, directory };
    loading = current;
    const done = () => {
      if (loading === current) loading = null;
    };
    directory.then(done, done);
    return directory;
  };

  const find = (d: TenantDirectory, headerValue: string | undefined, hostname: string) =>
    headerValue !== undefined
      ? d.ids.has(headerValue)
        ? headerValue
        : null
      : (d.byDomain.get(hostname) ?? null);
  const resolveCached = (headerValue: string | undefined, hostname: string): string | undefined => {
    const d = cache.get(DIRECTORY);
    if (!d) return undefined;
    return find(d, headerValue, hostname) ?? undefined;
  };

  return {
    /** the tenant id, or null when unknown */
    async resolve(headerValue: string | undefined, hostname: string): Promise<string | null> {
      const known = resolveCached(headerValue, hostname);
      if (known !== undefined) return known;
      return find(await reload(), headerValue, hostname);
    },
    /**
     * The tenant id from a fresh cached list, without waiting: undefined when the list must be
     * (re)loaded first (stale, or the tenant is not in it), so `resolve` is needed.
     */
    resolveCached,
    invalidate() {
      generation += 1;
      cache.clear();
    },
  };
}

function parseDomains(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((d): d is string => typeof d === 'string').map((d) => d.toLowerCase())
      : [];
  } catch {
    return [];
  }
}

function tenantHeader(request: FastifyRequest): string | undefined {
  const raw = request.headers['x-tenant-id'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/**
 * A payment provider's callback names its tenant in the path (`/api/payments/paymob/:tenantId/…`,
 * the URLs given to Paymob with each order): it sends no tenant header, and one host may serve
 * several tenants.
 */
function callbackTenant(request: FastifyRequest): string | undefined {
  const value = (request.params as { tenantId?: unknown } | undefined)?.tenantId;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

async function tenantPlugin(app: FastifyInstance, options: { now: () => Date }) {
  const resolver = createTenantResolver(app.dbHandle.db);
  // a tenant's domains may have changed (here or on another instance): reload the list
  app.caches.onForget(() => resolver.invalidate());
  app.decorate('tenants', resolver);
  app.decorateRequest('tenantId', '');
  app.decorateRequest('caller', null);
  app.decorateRequest('ctx', null as never);

  const enter = (request: FastifyRequest, tenantId: string) => {
    request.tenantId = tenantId;
    request.ctx = { db: app.dbHandle.db, tenantId, now: options.now, caches: app.caches };
  };
  const resolveSlowly = async (request: FastifyRequest, header: string | undefined, hostname: string) => {
    const tenantId = await resolver.resolve(header, hostname);
    if (tenantId === null) {
      throw header === undefined
        ? badRequest('missing_tenant', SERVER_MESSAGES.missingTenant)
        : badRequest('unknown_tenant', SERVER_MESSAGES.unknownTenant);
    }
    enter(request, tenantId);
  };

  // callback-style: a tenant found in the fresh cache costs no promise (this runs on every request)
  app.addHook('onRequest', (request, _reply, done) => {
    if (!requestNeedsTenant(request)) return done();
    const pathTenant = callbackTenant(request);
    if (pathTenant !== undefined && CONTROL_IN_TOKEN.test(pathTenant))
      return done(badRequest(CONTROL_CHARACTER_CODE, controlCharacterMessage('tenantId')));
    const header = pathTenant ?? tenantHeader(request);
    if (header !== undefined && header.length > 100)
      return done(badRequest('unknown_tenant', SERVER_MESSAGES.unknownTenant));
    const hostname = header === undefined ? (request.hostname || '').toLowerCase() : '';
    const cached = resolver.resolveCached(header, hostname);
    if (cached !== undefined) {
      enter(request, cached);
      return done();
    }
    resolveSlowly(request, header, hostname).then(() => done(), done);
  });
}

export default fp(tenantPlugin, { name: 'dars-tenant', dependencies: ['dars-db'] });
