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

  constructor(options: VersionedCacheOptions) {
    this.#entries = new LRUCache({ max: options.max, ttl: options.ttlMs ?? 30_000 });
  }

  async get(key: string, version: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const startedIn = this.#generation;
    const value = await load();
    if (startedIn === this.#generation) this.#entries.set(key, { version, value });
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
