import { useSearchParams } from 'react-router';

export interface PageParams<K extends string> {
  page: number;
  /** each filter's value in the address ('' when unset) */
  filters: Record<K, string>;
  setPage(page: number): void;
  /** changes some filters and goes back to page 1 */
  setFilters(patch: Partial<Record<K, string>>): void;
  clear(): void;
}

/**
 * A console table's page and filters, kept in the address: a reload, the back button and a
 * shared link show the same rows.
 */
export function usePageParams<K extends string>(keys: readonly K[]): PageParams<K> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  return {
    page,
    filters,
    setPage(next) {
      const copy = new URLSearchParams(params);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      setParams(copy);
    },
    setFilters(patch) {
      const copy = new URLSearchParams(params);
      for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
        if (value) copy.set(key, value);
        else copy.delete(key);
      }
      copy.delete('page');
      setParams(copy);
    },
    clear() {
      const copy = new URLSearchParams(params);
      for (const key of [...keys, 'page']) copy.delete(key);
      setParams(copy);
    },
  };
}
