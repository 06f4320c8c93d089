import type { QueryClient } from '@tanstack/react-query';

/**
 * The shared QueryClient once its chunk has loaded (null before). Lets landing-page code and
 * the auth provider invalidate or clear the cache without importing TanStack Query themselves.
 */
let loaded: QueryClient | null = null;

export function registerQueryClient(client: QueryClient): void {
  loaded = client;
}

export function loadedQueryClient(): QueryClient | null {
  return loaded;
}
