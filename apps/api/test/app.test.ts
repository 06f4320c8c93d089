import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/app.ts';
import { loadConfig, loadSecrets, repoRoot } from '../src/config.ts';
import { mediaSigningKey, signMediaPath } from '../src/domain/media/signed-url.ts';
import { createTestApp, engines, loginRaw, type TestApp } from './harness.ts';

describe.each(engines())('app shell (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t?.close());

  it('answers /healthz without a tenant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('refuses an /api request without X-Tenant-ID', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Auth/me',
      headers: { host: 'nowhere.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Missing X-Tenant-ID header.',
      data: null,
      code: expect.any(String),
    });
  });

  it('refuses an unknown tenant', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Auth/me',
      headers: { 'x-tenant-id': 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Unknown tenant.',
      data: null,
      code: expect.any(String),
    });
  });

  it('resolves the tenant from the host name when the header is absent', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Auth/me',
      headers: { host: 'other.example' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers an unknown /api route with a 404 envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-tenant-id': t.tenantId },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: null });
  });

  it('serves the OpenAPI document at /api/docs/json without a tenant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('sends security headers with a CSP naming the video hosts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://iframe.mediadelivery.net');
    expect(csp).toContain('https://www.youtube.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('static SPA, media, CORS and the global rate limit', () => {
  let t: TestApp;
  let webDir: string;
  let mediaDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="ar" dir="rtl"><body>SPA</body></html>',
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-media-'));
    fs.writeFileSync(path.join(mediaDir, 'demo.mp4'), Buffer.alloc(1000, 7));
    t = await createTestApp({
      env: {
        PUBLIC_WEB_DIR: webDir,
        MEDIA_DIR: mediaDir,
        CORS_ORIGINS: 'https://app.example',
        GLOBAL_LIMIT_PER_IP: '40',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('serves index.html at / and for client routes (history fallback)', async () => {
    for (const url of ['/', '/courses/abc', '/unit-viewer/3?lesson=2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('SPA');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('does not fall back to the SPA for /api paths or other methods', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { 'x-tenant-id': t.tenantId },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
    const post = await t.app.inject({ method: 'POST', url: '/courses/abc' });
    expect(post.statusCode).toBe(404);
  });

  it('serves lesson media to signed URLs only, with byte ranges', async () => {
    // media was public before; lesson-media.test.ts covers the signatures themselves
    const key = mediaSigningKey(t.config.jwtSecret);
    const signed = (file: string) =>
      signMediaPath(key, {
        path: file,
        tenantId: 'tenant5',
        userId: 'someone',
        expires: Math.floor(Date.now() / 1000) + 600,
      });
    const res = await t.app.inject({
      method: 'GET',
      url: signed('/media/demo.mp4'),
      headers: { range: 'bytes=0-99' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.length).toBe(100);
    expect((await t.app.inject({ method: 'GET', url: '/media/demo.mp4' })).statusCode).toBe(403);
    const missing = await t.app.inject({ method: 'GET', url: signed('/media/none.mp4') });
    expect(missing.statusCode).toBe(404);
  });

  it('allows the configured origin with credentials, and no other', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/Auth/login',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-tenant-id,deviceid,content-type',
      },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    expect(String(ok.headers['access-control-allow-headers'])).toMatch(/X-Tenant-ID/i);
    const other = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/Auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 429 with the envelope past the per-IP limit on API routes only', async () => {
    let last = 0;
    let body: unknown;
    for (let i = 0; i < 45; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/Auth/me',
        headers: { 'x-tenant-id': t.tenantId },
      });
      last = res.statusCode;
      body = res.json();
    }
    expect(last).toBe(429);
    expect(body).toEqual({
      success: false,
      message: 'Too many requests. Please wait and try again.',
      data: null,
      code: expect.any(String),
    });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });
});

describe('config', () => {
  it('refuses bad values with a message naming each', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-cfg-'));
    expect(() =>
      loadConfig({ DATA_DIR: dir, PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }),
    ).toThrow(
      /Invalid configuration:[\s\S]*PORT: must be a whole number[\s\S]*DATABASE_URL: must start with postgres[\s\S]*JWT_SECRET: must be at least 32 characters/,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies the defaults', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-cfg-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      defaultTenantId: 'tenant5',
      databaseUrl: undefined,
      redisUrl: undefined,
      corsOrigins: [],
    });
    expect(config.publicWebDir).toBe(path.join(repoRoot, 'apps/web/dist'));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('TRUST_PROXY: a hop count or a list of proxy addresses; a bare true is refused by name', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-cfg-'));
    const trust = (value: string) => loadConfig({ DATA_DIR: dir, TRUST_PROXY: value }).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(() => trust('true')).toThrow(/TRUST_PROXY: true would trust every hop/);
    expect(() => trust('10.0.0.1,proxy.example')).toThrow(/TRUST_PROXY: .*not an address: proxy\.example/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY: .*not an address: 10\.0\.0\.0\/33/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('generates the secrets once, keeps them in DATA_DIR/secrets.json (0600), and reuses them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-cfg-'));
    const first = loadSecrets(dir);
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.CODE_HASH_KEY).not.toBe(first.JWT_SECRET);
    const file = path.join(dir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecrets(dir)).toEqual(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.JWT_SECRET);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'e'.repeat(40) }).jwtSecret).toBe('e'.repeat(40));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe.runIf(Boolean(process.env.TEST_REDIS_URL))('with REDIS_URL (TEST_REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, LOGIN_LIMIT_PER_ACCOUNT: '2' };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('two API instances share the login counters through Redis', async () => {
    const identifier = `shared-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const attempt = (t: TestApp) => loginRaw(t.app, { identifier, password: 'wrong-pass' });
    expect((await attempt(a)).statusCode).toBe(400);
    expect((await attempt(b)).statusCode).toBe(400);
    const third = await attempt(a);
    expect(third.statusCode).toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});

describe('log redaction', () => {
  it.each([
    [
      '/api/Auth/confirm-email?email=a@b.co&otp=123456',
      '/api/Auth/confirm-email?email=a@b.co&otp=[redacted]',
    ],
    [
      '/api/Student/add-course-by-code?Code=ABCD-EFGH&StudentId=x',
      '/api/Student/add-course-by-code?Code=[redacted]&StudentId=x',
    ],
    ['/api/UnitCode/EnterCode?code=XYZ', '/api/UnitCode/EnterCode?code=[redacted]'],
    ['/api/Course/tree?courseid=1', '/api/Course/tree?courseid=1'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
