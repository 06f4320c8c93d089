import { useContext, type ReactNode } from 'react';
import { hydrate, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { serverState } from '../ssr/server-state.ts';
import { queryClient } from './query-client.ts';

// A page the server rendered carries the answers it was rendered from: the client starts with them.
const fromServer = serverState();
if (fromServer) hydrate(queryClient, fromServer.queries);

/**
 * Provides the ONE app-wide TanStack QueryClient. Loaded lazily (see app/routes.tsx) so the
 * landing route does not download TanStack Query; every chunk shares the same client. Under a
 * client that is already provided (the server's, one per rendered page) it adds nothing.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
