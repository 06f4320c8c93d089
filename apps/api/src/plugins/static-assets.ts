import type { ServerResponse } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** JSON answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
// the build's own pictures (SVG included) are drawn by the pages, never documents with a script of
// their own; uploaded files keep every header (plugins/external.ts serves them)
const DOCUMENT_FILE = /\.html?$/i;

/**
 * Headers that govern a document (what it may load, frame or open, how the browser treats it as a
 * page), not a script, stylesheet, font or picture: helmet sends them on every response, and on a
 * page's many small chunks they were most of the bytes (test/static-assets.test.ts).
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

function setAssetHeaders(res: ServerResponse, filePath: string): void {
  // the same URL answers brotli, gzip or plain bytes (caches must keep them apart)
  res.setHeader('Vary', 'Accept-Encoding');
  if (DOCUMENT_FILE.test(filePath)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

/**
 * The built web app (apps/web/dist): hashed files under /assets/ cached for a year, everything
 * else (index.html, robots, favicon) revalidated on every use. The build writes `.br` and `.gz`
 * beside each text asset (apps/web/build/precompress.ts); `preCompressed` sends the best one the
 * browser accepts with `Content-Encoding` and `Vary: Accept-Encoding`. JSON answers are compressed
 * per response by @fastify/compress above the threshold; the documents are compressed once per
 * cached page (../ssr/rendered-page.ts), which this plugin then leaves as they are.
 * Returns whether the web build is there.
 */
export async function registerStaticAssets(app: FastifyInstance, webDir: string): Promise<boolean> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // brotli's default quality (11) is for build time; 4 compresses about as well as gzip -6
    // at a fraction of its CPU per request
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // no client compresses what it sends (browsers never do): inflating request bodies would only
    // add a hook to every request; a compressed body is refused as JSON that does not parse
    globalDecompression: false,
  });

  const hasWeb = fs.existsSync(path.join(webDir, 'index.html'));
  if (!hasWeb) return false;
  const common = {
    preCompressed: true,
    index: false as const,
    cacheControl: false,
    // the build manifest (.vite/) is for the server only
    dotfiles: 'ignore' as const,
  };
  // the rest of the build (favicon, pictures): revalidated on every use
  await app.register(fastifyStatic, {
    ...common,
    root: webDir,
    prefix: '/',
    wildcard: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', 'no-cache');
      setAssetHeaders(res as unknown as ServerResponse, filePath);
    },
  });
  // hashed files: a new build writes new names, so a browser keeps these for a year and never
  // asks again; validators (ETag, Last-Modified) would never be used
  await app.register(fastifyStatic, {
    ...common,
    root: path.join(webDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    etag: false,
    lastModified: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', IMMUTABLE);
      setAssetHeaders(res as unknown as ServerResponse, filePath);
    },
  });
  return true;
}
