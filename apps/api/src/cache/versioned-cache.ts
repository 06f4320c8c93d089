import { LRUCache } from 'lru-cache';

export interface VersionedCacheOptions {
  /** entries kept (least recently used out first) */
  max: number;
  /** an entry is reloaded after this long even if its version still matches (default 30 s) */
  ttlMs?: number;
}

/**
 * Course content (units, lessons, quizzes, catalogue pages) that only the importer and admin
 * tools change, and that always bump a version (the course's `modification_date`) when they do.
 * An entry is reused while the version it was read under is the one the caller just read; the
 * TTL bounds staleness should a writer forget to bump it.
 */
export class VersionedCache<T extends object> {
  readonly #entries: LRUCache<string, { version: string; value: T }>;
  // bumped when entries are dropped: a load started before is answered but not kept
  #generation = 0;
  readonly #loading = new Map<string, { version: string; generation: number; value: Promise<T> }>();

  constructor(options: VersionedCacheOptions) {
    this.#entries = new LRUCache({ max: options.max, ttl: options.ttlMs ?? 30_000 });
  }

  async get(key: string, version: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.version === version) return hit.value;
    // callers that miss together share one load: at hundreds of requests a second a cold or
    // expired entry would otherwise be read by every request that arrives while it loads
    const under = this.#loading.get(key);
    if (under && under.version === version && under.generation === this.#generation) return under.value;
    const startedIn = this.#generation;
    const value = load().then((loaded) => {
      if (startedIn === this.#generation) this.#entries.set(key, { version, value: loaded });
      return loaded;
    });
    const loading = { version, generation: startedIn, value };
    this.#loading.set(key, loading);
    const forget = () => {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    };
    value.then(forget, forget);
    return value;
  }

  /** Drops every entry (for writers that change content without a new version). */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** The keys held (so `AppCaches.forgetTenant` can drop one tenant's entries). */
  keys(): IterableIterator<string> {
    return this.#entries.keys();
  }

  delete(key: string): boolean {
    this.#generation += 1;
    return this.#entries.delete(key);
  }
}
