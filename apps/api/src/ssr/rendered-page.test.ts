import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageEncodingFor, RenderedPage } from './rendered-page.ts';

describe('pageEncodingFor', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['GZIP', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['deflate', null],
  ])('Accept-Encoding %j → %j', (header, encoding) => {
    expect(pageEncodingFor(header)).toBe(encoding);
  });
});

describe('RenderedPage', () => {
  const html = `<!doctype html><html lang="ar"><body>${'<p>مرحبا بالطلاب</p>'.repeat(400)}</body></html>`;

  it('compresses a public page once per encoding, at brotli quality 11 and gzip level 9', async () => {
    const page = new RenderedPage(html, { bestRatio: true });
    const br = await page.encodedAs('br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(html);
    const quality5 = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(br.length).toBeLessThan(quality5.length);
    expect(await page.encodedAs('br')).toBe(br);
    const gzip = await page.encodedAs('gzip');
    expect(zlib.gunzipSync(gzip).toString()).toBe(html);
    expect(gzip.length).toBeLessThanOrEqual(zlib.gzipSync(html, { level: 9 }).length);
  });

  it('compresses any other document quickly (brotli quality 5)', async () => {
    const page = new RenderedPage(html, { bestRatio: false });
    const br = await page.encodedAs('br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(html);
    const quality5 = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    const quality11 = await new RenderedPage(html, { bestRatio: true }).encodedAs('br');
    expect(br.length).toBeGreaterThan(quality11.length);
    expect(Math.abs(br.length - quality5.length)).toBeLessThan(64);
  });
});
