import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { registerQueryClient } from './query-registry.ts';

/** Successful responses are cached for 300 000 ms. */
export const RESPONSE_CACHE_MS = 300_000;

/**
 * TanStack Query keeps only successful results (a failed query stores no data), shares
 * identical in-flight requests by query key, and treats data as fresh for five minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: RESPONSE_CACHE_MS,
        gcTime: RESPONSE_CACHE_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          // Client errors will not change on retry; a network blip might.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

/** The one client of the app (provided by shared/api/QueryProvider.tsx). */
export const queryClient = createQueryClient();
registerQueryClient(queryClient);
