import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { App } from './app/App.tsx';
import { preloadPublicPage, publicPageOf } from './app/public-pages.ts';
import { prefetchPublicPage } from './app/server-prefetch.ts';
import { setTransport } from './shared/api/client.ts';
import { ResourceSeedContext } from './shared/api/resource-cache.ts';
import type { ServerState } from './shared/ssr/server-state.ts';

export { serializeServerState, SERVER_STATE_ID } from './shared/ssr/server-state.ts';

/**
 * The server's render of the public pages (built with `vite build --ssr`, loaded by the API's
 * pages plugin, apps/api/src/ssr/). The API hands over how to answer the app's API calls
 * in-process; each render fetches the page's data with the same loaders and query keys as the
 * client, renders the same components, and returns the HTML with the state it was rendered from.
 * Nothing personal: nobody is signed in on the server.
 */
export function setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void {
  setTransport(transport);
}

export interface RenderedPage {
  html: string;
  state: ServerState;
}

const RENDER_TIMEOUT_MS = 10_000;

/** The page at `url` rendered, or null when it is not a public page. */
export async function render(url: string): Promise<RenderedPage | null> {
  const pathname = new URL(url, 'http://localhost').pathname;
  if (!publicPageOf(pathname)) return null;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  // With its lazy modules loaded and its data fetched, nothing of the page suspends: the HTML is
  // complete, without the scripts that reveal boundaries finished late.
  const [resources] = await Promise.all([prefetchPublicPage(pathname, client), preloadPublicPage(pathname)]);
  // A failed answer, or none (a course that does not exist), is not rendered: the client, which
  // has no state for it, shows the same loading text and asks itself.
  client.removeQueries({
    predicate: (query) => query.state.status !== 'success' || query.state.data == null,
  });

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RENDER_TIMEOUT_MS);
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <ResourceSeedContext.Provider value={resources}>
          <QueryClientProvider client={client}>
            <App Router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>} />
          </QueryClientProvider>
        </ResourceSeedContext.Provider>
      </StrictMode>,
      // no part of the page is sent apart from where it belongs (which would need a script)
      { signal: controller.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    return { html, state: { queries: dehydrate(client), resources } };
  } finally {
    clearTimeout(timer);
    client.clear();
  }
}
