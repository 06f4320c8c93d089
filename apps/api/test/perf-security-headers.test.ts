import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetOptions } from '../src/plugins/external.ts';
import securityHeaders from '../src/plugins/security-headers.ts';
import { createTestApp, type TestApp } from './harness.ts';

const options = helmetOptions({ videoHosts: ['player.vimeo.com', 'www.youtube.com'] });

/** the same three routes behind either header plugin */
async function appWith(register: (app: FastifyInstance) => PromiseLike<unknown>) {
  const app = Fastify({ logger: false });
  await register(app);
  app.get('/json', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<!doctype html><p>hi</p>'),
  );
  app.get('/bare', { helmet: false }, async () => ({ bare: true }));
  app.get('/own', { helmet: { frameguard: { action: 'deny' }, referrerPolicy: false } }, async () => ({
    own: true,
  }));
  await app.ready();
  return app;
}

/** every header, in the order it was set, except the clock */
const headerList = (res: LightMyRequestResponse) =>
  Object.entries(res.headers).filter(([name]) => name !== 'date');

describe('precomputed security headers', () => {
  let reference: FastifyInstance;
  let precomputed: FastifyInstance;
  beforeAll(async () => {
    reference = await appWith((app) => app.register(fastifyHelmet, options as FastifyHelmetOptions));
    precomputed = await appWith((app) => app.register(securityHeaders, options));
  });
  afterAll(async () => {
    await reference?.close();
    await precomputed?.close();
  });

  it.each(['/json', '/page', '/missing', '/bare', '/own'])(
    'gives %s exactly the headers @fastify/helmet gives, in the same order',
    async (url) => {
      const expected = await reference.inject({ method: 'GET', url });
      const actual = await precomputed.inject({ method: 'GET', url });
      expect(actual.statusCode).toBe(expected.statusCode);
      expect(headerList(actual)).toEqual(headerList(expected));
    },
  );

  it('sends the CSP with the video hosts and the helmet defaults', async () => {
    const res = await precomputed.inject({ method: 'GET', url: '/page' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';" +
        "img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';media-src 'self' blob: https://player.vimeo.com https://www.youtube.com;" +
        "frame-src 'self' https://player.vimeo.com https://www.youtube.com;" +
        "connect-src 'self' https://player.vimeo.com https://www.youtube.com;worker-src 'self' blob:",
    );
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(
      (await precomputed.inject({ method: 'GET', url: '/bare' })).headers['content-security-policy'],
    ).toBeUndefined();
    expect((await precomputed.inject({ method: 'GET', url: '/own' })).headers['x-frame-options']).toBe(
      'DENY',
    );
  });
});

describe('the application sends @fastify/helmet’s headers', () => {
  let t: TestApp;
  let reference: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    reference = await appWith((app) =>
      app.register(fastifyHelmet, helmetOptions(t.config) as FastifyHelmetOptions),
    );
  });
  afterAll(async () => {
    await reference?.close();
    await t?.close();
  });

  it.each([
    ['a JSON API answer', { url: '/api/Contact/getAll', headers: { 'x-tenant-id': 'tenant5' } }],
    ['a tenant error', { url: '/api/Contact/getAll', headers: { 'x-tenant-id': 'nobody' } }],
    ['a health check', { url: '/healthz', headers: {} }],
    ['a 404', { url: '/api/Nothing/here', headers: { 'x-tenant-id': 'tenant5' } }],
  ])('on %s', async (_name, request) => {
    const expected = headerList(await reference.inject({ method: 'GET', url: '/json' })).filter(
      ([name]) => !['content-type', 'content-length'].includes(name),
    );
    const actual = await t.app.inject({ method: 'GET', ...request });
    for (const [name, value] of expected) expect([name, actual.headers[name]]).toEqual([name, value]);
    expect(actual.headers['x-powered-by']).toBeUndefined();
  });
});
