import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

/**
 * Provides the ONE app-wide TanStack QueryClient. Loaded lazily (see app/routes.tsx) so the
 * landing route does not download TanStack Query; every chunk shares the same client.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
