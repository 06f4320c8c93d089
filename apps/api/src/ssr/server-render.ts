import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SERVER_RENDER_HEADER } from '../plugins/file-urls.ts';

/** What the web build's server entry (apps/web/src/entry-server.tsx) exports. */
interface ServerEntry {
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  render(url: string): Promise<{ html: string; state: unknown } | null>;
  serializeServerState(state: unknown): string;
  SERVER_STATE_ID: string;
}

/** A public page's content as the server rendered it: the root's HTML and the state script. */
export interface RenderedContent {
  /** the HTML inside the app's root element */
  body: string;
  /** the `<script type="application/json">` the client hydrates from */
  stateScript: string;
}

export type ServerRenderer = (tenantId: string, url: string) => Promise<RenderedContent | null>;

/** The server entry beside the client build: `dist-ssr/entry-server.js` next to `dist/`. */
export const serverEntryOf = (webDir: string) =>
  path.join(path.dirname(webDir), 'dist-ssr', 'entry-server.js');

function headersOf(init: RequestInit, tenantId: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of new Headers(init.headers).entries()) headers[name] = value;
  // the page's tenant, resolved from its host, answers its own data
  if (tenantId) headers['x-tenant-id'] = tenantId;
  headers[SERVER_RENDER_HEADER] = '1';
  return headers;
}

/**
 * The app and tenant of the page being rendered: the entry module is shared by every app of the
 * process (tests build several), so its one transport asks this which app answers.
 */
const renderOf = new AsyncLocalStorage<{ app: FastifyInstance; tenantId: string }>();

async function answerInProcess(url: string, init: RequestInit): Promise<Response> {
  const render = renderOf.getStore();
  if (!render) throw new Error('an API call outside a server render');
  const answer = await render.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers: headersOf(init, render.tenantId),
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
  });
  const type = answer.headers['content-type'];
  return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
    status: answer.statusCode,
    headers: type ? { 'content-type': String(type) } : {},
  });
}

/**
 * Loads the web build's server render (null without one: pages are then sent without content and
 * rendered in the browser). The app's API calls made while rendering are answered in-process
 * (`app.inject`) for the tenant of the page being rendered.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  webDir: string,
): Promise<ServerRenderer | null> {
  const file = serverEntryOf(webDir);
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.setApiTransport(answerInProcess);
  return async (tenantId, url) => {
    const rendered = await renderOf.run({ app, tenantId }, () => entry.render(url));
    if (!rendered) return null;
    return {
      body: rendered.html,
      stateScript: `<script id="${entry.SERVER_STATE_ID}" type="application/json">${entry.serializeServerState(rendered.state)}</script>`,
    };
  };
}
