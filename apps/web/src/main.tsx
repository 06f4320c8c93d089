import { startTransition, StrictMode } from 'react';
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
  // The page's lazy modules, then React DOM's renderer, each evaluated in a task of its own: with
  // this module's imports in the same task (a dynamic import of a loaded module is evaluated in
  // the task's microtasks), that was one task of 40 to 80 ms on this machine kind
  // (docs/decisions/0044-main-thread-of-the-public-pages.md).
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  void nextTask()
    .then(() => preloadPublicPage(window.location.pathname))
    .catch(() => undefined)
    .then(nextTask)
    .then(() => import('react-dom/client'))
    // hydrated as a transition: React yields to the browser between parts instead of one long task
    .then(({ hydrateRoot }) => startTransition(() => void hydrateRoot(container, app)));
} else {
  void import('react-dom/client').then(({ createRoot }) => createRoot(container).render(app));
}
