import { useSyncExternalStore } from 'react';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the server rendered a public page from (apps/web/src/entry-server.tsx): TanStack Query's
 * dehydrated cache (keys from `queryKeyOf`) and the shared resources of `resource-cache.ts`. The
 * page carries it in a JSON script; the client hydrates from it, so its first render matches the
 * server's HTML.
 */
export interface ServerState {
  queries: DehydratedState;
  resources: Record<string, unknown>;
}

/** The id of the `<script type="application/json">` that carries the state in the page. */
export const SERVER_STATE_ID = 'dars-state';

export const isServer = typeof window === 'undefined';

let state: ServerState | null | undefined;

/** The state the page was rendered from, or null (a page the server did not render, tests). */
export function serverState(): ServerState | null {
  if (state !== undefined) return state;
  state = null;
  if (isServer) return state;
  const script = document.getElementById(SERVER_STATE_ID);
  if (script?.textContent) {
    try {
      state = JSON.parse(script.textContent) as ServerState;
    } catch {
      state = null;
    }
  }
  return state;
}

let hydrated = false;

/**
 * The first render of the app is over (apps/web/src/app/App.tsx): on a page the server rendered,
 * the hydration. The document says so (`data-ready` on the root element): until then the
 * stylesheet lets no button of the page be pressed, so a tap is not silently lost.
 */
export function markHydrated(): void {
  hydrated = true;
  document.documentElement.dataset.ready = '';
}

const noChange = () => () => undefined;

/**
 * False on the server and while the app hydrates a page the server rendered, true once the app
 * runs it: a form may be sent only then (see shared/ui/Button.tsx), or the browser would send it
 * itself, its fields in the address.
 */
export function useAppReady(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

/**
 * What the browser carries beyond the address's path (the history entry's state, the query string,
 * a stored flag) is not known to the server, which renders a page once for everyone: during the
 * hydration of a server-rendered page such a value is the `server` one, and the browser's `value`
 * applies in the render right after, so that the first client render equals the server's HTML.
 */
export function useBrowserValue<T>(value: T, server: T): T {
  return useAppReady() ? value : server;
}

/**
 * Whether this render produces, or hydrates, the server's HTML: the server's render and the
 * client's first one over it must show the same thing.
 */
export function rendersServerHtml(): boolean {
  return isServer || (!hydrated && serverState() !== null);
}

/** Serialised for a `<script>`: no `<` can close the element or open a comment. */
export function serializeServerState(value: ServerState): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
