import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A small in-process cache of course content (units, lessons, quizzes) that only the importer and
 * admin tools change, and that always bump the course's `modification_date` when they do. An
 * entry is reused while the version (that date) it was read under is unchanged; the short TTL
 * bounds staleness should a writer forget to bump it. One map per database handle, so tests
 * that share a process never see each other's rows.
 */
export function versionedCache<T>(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 2_000;
  const maps = new WeakMap<Kysely<Database>, Map<string, { version: string; loadedAt: number; value: T }>>();

  return {
    async get(db: Kysely<Database>, key: string, version: string, load: () => Promise<T>): Promise<T> {
      let map = maps.get(db);
      if (!map) {
        map = new Map();
        maps.set(db, map);
      }
      const now = Date.now();
      const hit = map.get(key);
      if (hit && hit.version === version && now - hit.loadedAt < ttlMs) return hit.value;
      const value = await load();
      if (map.size >= maxEntries) map.delete(map.keys().next().value as string);
      map.set(key, { version, loadedAt: now, value });
      return value;
    },
    /** Drops every entry of one database (for writers that change content without a new version). */
    clear(db: Kysely<Database>) {
      maps.delete(db);
    },
  };
}
