import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints, servedPaths, type EndpointDefinition } from '@dars/core/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Routes that are not part of the API contract, each with why:
 * - `/healthz`, `/readyz`: probes for the process manager, tenant-less, not called by clients;
 * - `/api/docs…`: the OpenAPI document and its UI, generated from the table itself;
 * - `/`, `/*`, `/assets/*`: the built web app (static files, its hashed files, the SPA's index.html);
 * - `/media/*`, `/uploads/*`: static files (demo media, profile pictures);
 * - `*` (OPTIONS): the CORS preflight answer @fastify/cors registers for every path;
 * - `/about`, `/login`, `/register`, `/courses/:id`: the web app's public pages, as HTML documents;
 * - `/robots.txt`, `/sitemap.xml`: files for search engines;
 * - `/manifest.webmanifest`, `/sw.js`, `/offline.html`: the installed app's files (src/ssr/installed-app/);
 * - `/metrics`: the Prometheus scrape, for the operator;
 * - `/api/webhooks/…`: providers' callbacks, in the provider's own format (routes/webhooks/).
 * The SPA fallback and unknown-route 404 are a not-found handler, not a route.
 */
const NON_CONTRACT = [
  /^\/healthz$/,
  /^\/readyz$/,
  /^\/api\/docs(\/.*)?$/,
  /^\/\*?$/,
  /^\/assets\/\*$/,
  /^\/media\//,
  /^\/uploads\//,
  /^\*$/,
  /^\/(about|login|register|courses\/:id)$/,
  /^\/(robots\.txt|sitemap\.xml)$/,
  /^\/(manifest\.webmanifest|sw\.js|offline\.html)$/,
  /^\/metrics$/,
  /^\/api\/webhooks\//,
];

const isContractRoute = (url: string) => !NON_CONTRACT.some((pattern) => pattern.test(url.toLowerCase()));

/** `METHOD path`, lower-cased: the router matches paths case-insensitively, like the original. */
const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url.toLowerCase()}`;

/**
 * Both directions: every table path and alias with its method must be registered, and every
 * registered contract route must be in the table. Fastify adds a HEAD route beside every GET
 * (`exposeHeadRoutes`); it counts as part of that GET.
 */
export function compareWithTable(
  registered: readonly RegisteredRoute[],
  table: Readonly<Record<string, EndpointDefinition>>,
): { missing: string[]; unlisted: string[] } {
  const declared = new Set<string>();
  for (const endpoint of Object.values(table)) {
    for (const url of servedPaths(endpoint)) declared.add(routeKey(endpoint.method, url));
  }
  const served = new Set(registered.map((route) => routeKey(route.method, route.url)));
  const missing = [...declared].filter((key) => !served.has(key));
  const unlisted = registered
    .filter((route) => isContractRoute(route.url))
    .filter((route) => {
      const method = route.method.toUpperCase() === 'HEAD' ? 'GET' : route.method;
      return !declared.has(routeKey(method, route.url));
    })
    .map((route) => routeKey(route.method, route.url));
  return { missing: missing.sort(), unlisted: [...new Set(unlisted)].sort() };
}

function collect(into: RegisteredRoute[]) {
  return (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) into.push({ method, url: route.url });
  };
}

const table = endpoints as Readonly<Record<string, EndpointDefinition>>;

describe('the routes the app registers are exactly the endpoint table', () => {
  const registered: RegisteredRoute[] = [];
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    // a built web app, so that its static routes are registered too and shown to be set aside
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-parity-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Dars</title>');
    t = await createTestApp({ env: { PUBLIC_WEB_DIR: webDir }, onRoute: collect(registered) });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('registers every table path and alias, and nothing under /api (or elsewhere) outside it', () => {
    expect(registered.length).toBeGreaterThan(Object.keys(table).length);
    expect(compareWithTable(registered, table)).toEqual({ missing: [], unlisted: [] });
  });

  it('sets aside only the non-contract routes it names', () => {
    const setAside = registered.filter((route) => !isContractRoute(route.url)).map((route) => route.url);
    expect(setAside).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/api/docs/json', '/media/*']));
    expect(
      setAside.every(
        (url) =>
          !url.toLowerCase().startsWith('/api/') ||
          url.startsWith('/api/docs') ||
          url.startsWith('/api/webhooks/'),
      ),
    ).toBe(true);
  });
});

describe('the comparison itself', () => {
  const served: RegisteredRoute[] = Object.values(table).flatMap((endpoint) =>
    servedPaths(endpoint).map((url) => ({ method: endpoint.method, url })),
  );

  it('reports a route added outside the table, under /api, in any case, or without the prefix', () => {
    const extra = [
      { method: 'GET', url: '/api/Student/secret-export' },
      { method: 'post', url: '/API/auth/backdoor' },
      { method: 'GET', url: '/Student/no-prefix' },
      { method: 'DELETE', url: '/api/Auth/login' },
    ];
    expect(compareWithTable([...served, ...extra], table)).toEqual({
      missing: [],
      unlisted: [
        'DELETE /api/auth/login',
        'GET /api/student/secret-export',
        'GET /student/no-prefix',
        'POST /api/auth/backdoor',
      ],
    });
  });

  it('reports a table path or alias that is not served', () => {
    const withoutAlias = served.filter((route) => route.url !== '/Course/tree');
    expect(compareWithTable(withoutAlias, table)).toEqual({ missing: ['GET /course/tree'], unlisted: [] });
  });

  it('counts the HEAD beside a GET as that GET, but not a HEAD of its own', () => {
    const heads = [
      { method: 'HEAD', url: '/api/Course/tree' },
      { method: 'HEAD', url: '/api/Unknown/thing' },
    ];
    expect(compareWithTable([...served, ...heads], table).unlisted).toEqual(['HEAD /api/unknown/thing']);
  });
});
