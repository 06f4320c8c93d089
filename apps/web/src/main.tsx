import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadPublicPage } from './app/public-pages.ts';
import { seedResources } from './shared/api/resource-cache.ts';
import { applyLocaleToDocument, getLocale } from './shared/i18n/index.ts';
import { serverState } from './shared/ssr/server-state.ts';

applyLocaleToDocument(getLocale());

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const fromServer = serverState();
if (fromServer) {
  // The page's HTML came rendered from the server (src/entry-server.tsx): start from the answers it
  // was rendered with, load the lazy modules it shows, then take over its HTML as it is.
  seedResources(fromServer.resources);
  // (no top-level await: this module's imports stay importable by the lazy chunks)
  void preloadPublicPage(window.location.pathname)
    .catch(() => undefined)
    // hydrated as a transition: React yields to the browser between parts instead of one long task
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
