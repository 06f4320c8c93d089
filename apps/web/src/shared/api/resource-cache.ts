import { createContext, useContext, useEffect, useState } from 'react';

/** Contact and tenant data are cached for 5 minutes, successful answers only. */
const TTL_MS = 300_000;

interface Entry<T> {
  data?: T;
  at?: number;
  inFlight?: Promise<T>;
}

const entries = new Map<string, Entry<unknown>>();

/** Loads (or reuses) the resource `key`: fresh successful answers are reused, in-flight requests shared. */
export function loadResource<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const entry = (entries.get(key) ?? {}) as Entry<T>;
  entries.set(key, entry);
  if (entry.at !== undefined && Date.now() - entry.at < TTL_MS) return Promise.resolve(entry.data as T);
  if (!entry.inFlight) {
    entry.inFlight = fetcher()
      .then((data) => {
        entry.data = data;
        entry.at = Date.now();
        return data;
      })
      .finally(() => {
        entry.inFlight = undefined;
      });
  }
  return entry.inFlight;
}

export function cachedResource<T>(key: string): T | undefined {
  const entry = entries.get(key) as Entry<T> | undefined;
  return entry?.at !== undefined && Date.now() - entry.at < TTL_MS ? entry.data : undefined;
}

/** Answers the server already has (a page rendered on the server): reused as if just loaded. */
export function seedResources(resources: Record<string, unknown>): void {
  const at = Date.now();
  for (const [key, data] of Object.entries(resources)) entries.set(key, { data, at });
}

/**
 * The resources a server render was given, per render (apps/web/src/entry-server.tsx): on the
 * server the module's own cache is shared by every tenant, so it is never read there.
 */
export const ResourceSeedContext = createContext<Record<string, unknown> | null>(null);

export function clearResourceCache(): void {
  entries.clear();
}

export interface ResourceState<T> {
  data: T | undefined;
  error: Error | null;
  isLoading: boolean;
}

/**
 * A few shared, app-wide reads (tenant profile, contact) used by the layout and the landing
 * page. They deliberately avoid TanStack Query so the landing route does not download it
 * (size budget); everything else uses TanStack Query.
 */
export function useResource<T>(key: string, fetcher: () => Promise<T>): ResourceState<T> {
  const seed = useContext(ResourceSeedContext);
  const [state, setState] = useState<ResourceState<T>>(() => {
    const data = seed ? (seed[key] as T | undefined) : cachedResource<T>(key);
    return { data, error: null, isLoading: data === undefined };
  });
  useEffect(() => {
    let active = true;
    loadResource(key, fetcher).then(
      // the answer it already shows (seeded from the server's page, or cached) keeps the state
      // as it is: a new state object re-rendered the whole page right after its hydration, and
      // React then rendered the page's not yet hydrated sections again instead of hydrating them
      (data) =>
        active &&
        setState((shown) =>
          shown.data === data && !shown.isLoading ? shown : { data, error: null, isLoading: false },
        ),
      (error: unknown) =>
        active &&
        setState({
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
          isLoading: false,
        }),
    );
    return () => {
      active = false;
    };
    // The fetcher is a module-level function per key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
