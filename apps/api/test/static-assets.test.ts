import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TENANT_ID, type TestApp } from './harness.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('مرحبا '.repeat(400))};\n`;

describe('compressed static assets and API answers', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><body>SPA</body></html>');
    const asset = path.join(webDir, 'assets', 'index-AbC123.js');
    fs.writeFileSync(asset, SCRIPT);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SCRIPT));
    fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), '{}');
    t = await createTestApp({ env: { PUBLIC_WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('serves a hashed asset brotli-compressed and immutable', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the headers that govern documents with documents only, not with scripts', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ])
      expect(script.headers[name], name).toBeUndefined();
    // what still matters for a script: no sniffing, and no use by another site
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('no-referrer');
    const svg = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(svg.headers['content-security-policy']).toBeUndefined();
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    const page = await t.app.inject({ method: 'GET', url: '/about' });
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends no validators with a hashed asset (it never changes), and keeps them for the rest', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(script.headers.etag).toBeUndefined();
    expect(script.headers['last-modified']).toBeUndefined();
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers.etag).toBeDefined();
  });

  it('falls back to gzip, then to the plain file, by Accept-Encoding', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves other files with no-cache, and hides the build manifest', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.body).not.toBe('{}');
  });

  it('refuses a compressed request body with a 400, without inflating it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-tenant-id': TENANT_ID },
      payload: zlib.gzipSync(JSON.stringify({ EmailorMobile: 'someone@example.com', password: 'whatever1' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'invalid_json' });
  });

  it('compresses JSON answers above 1 KB and leaves small ones alone', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const document = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()) as object;
    expect(document).toHaveProperty('openapi');
    const small = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
