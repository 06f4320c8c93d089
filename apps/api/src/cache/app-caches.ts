/**
 * The in-process caches of one app, created with the app (decorated as `app.caches` and handed to
 * domain functions in `ctx.caches`), so two apps in one process, such as tests, never share entries.
 * Each cache is an lru-cache instance (or a wrapper with `keys`/`delete`/`clear`), made by its owner
 * on first use under a fixed name. Caches of tenant content key their entries `<tenant id>\0…`,
 * which is how `forgetTenant` finds a tenant's entries.
 *
 * Content changes (`contentChanged`, called through `tenantContentChanged(ctx)` in
 * `cache/tenant-content-changed.ts`) are forgotten here at once and announced to the other instances (Redis
 * pub/sub, `cache/content-changes.ts`), which forget them too.
 */
/** What changed: all of a tenant's content, or one entry of one cache (`cache` and `key`). */
export interface CacheChange {
  tenantId: string;
  cache?: string;
  key?: string;
}

export interface AppCachesOptions {
  /** tells the other instances that something changed; never rejects */
  announce?: (change: CacheChange) => Promise<void>;
}

interface KeyedCache {
  keys(): Iterable<string>;
  delete(key: string): unknown;
  clear(): void;
}

function isKeyedCache(value: unknown): value is KeyedCache {
  const cache = value as Partial<KeyedCache> | null;
  return (
    typeof cache === 'object' &&
    cache !== null &&
    typeof cache.keys === 'function' &&
    typeof cache.delete === 'function' &&
    typeof cache.clear === 'function'
  );
}

export class AppCaches {
  readonly #byName = new Map<string, unknown>();
  readonly #forgetListeners: Array<(tenantId: string | null) => void> = [];
  readonly #announce: AppCachesOptions['announce'];

  constructor(options: AppCachesOptions = {}) {
    this.#announce = options.announce;
  }

  /** The app's cache called `name`, made by `create` the first time it is asked for. */
  named<T>(name: string, create: () => T): T {
    let cache = this.#byName.get(name) as T | undefined;
    if (cache === undefined) {
      cache = create();
      this.#byName.set(name, cache);
    }
    return cache;
  }

  /** Also run `listener` whenever entries are forgotten (caches kept outside, e.g. the tenant directory). */
  onForget(listener: (tenantId: string | null) => void): void {
    this.#forgetListeners.push(listener);
  }

  /** Drops this instance's entries of a tenant's content (`null`: of every tenant). Local only. */
  forgetTenant(tenantId: string | null): void {
    const prefix = tenantId === null ? null : `${tenantId}\u0000`;
    for (const cache of this.#byName.values()) {
      if (!isKeyedCache(cache)) continue;
      if (prefix === null) {
        cache.clear();
        continue;
      }
      for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
    }
    for (const listener of this.#forgetListeners) listener(tenantId);
  }

  /** Drops one entry of the cache called `name` on this instance. Local only. */
  forgetEntry(name: string, key: string): void {
    const cache = this.#byName.get(name);
    if (isKeyedCache(cache)) cache.delete(key);
  }

  /**
   * One entry changed (a user's sessions, say): forgotten here and on the other instances, whose
   * other entries stay. Never rejects.
   */
  async entryChanged(tenantId: string, name: string, key: string): Promise<void> {
    this.forgetEntry(name, key);
    await this.#announce?.({ tenantId, cache: name, key });
  }

  /** Whichever of the two a change announced by another instance names. */
  forget(change: CacheChange): void {
    if (change.cache !== undefined && change.key !== undefined) this.forgetEntry(change.cache, change.key);
    else this.forgetTenant(change.tenantId);
  }

  /**
   * A tenant's content changed (after the writing transaction committed): forgotten here, and
   * announced to the other instances. Resolves once announced; never rejects (without the
   * announcement the others still drop the entries when their TTL runs out).
   */
  async contentChanged(tenantId: string): Promise<void> {
    this.forgetTenant(tenantId);
    await this.#announce?.({ tenantId });
  }
}
