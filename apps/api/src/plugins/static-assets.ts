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
const DOCUMENT_FILE = /\.(html?|svg)$/i;

/**
 * The built web app (apps/web/dist): hashed files under /assets/ cached for a year, everything
 * else (index.html, robots, favicon) revalidated on every use. The build writes `.br` and `.gz`
 * beside each text asset (apps/web/build/precompress.ts); `preCompressed` sends the best one the
 * browser accepts with `Content-Encoding` and `Vary: Accept-Encoding`. Dynamic answers (JSON,
 * server-rendered HTML) are compressed per response by @fastify/compress above the threshold.
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
  });

  const hasWeb = fs.existsSync(path.join(webDir, 'index.html'));
  if (!hasWeb) return false;
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    // the build manifest (.vite/) is for the server only
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      // the same URL answers brotli, gzip or plain bytes (caches must keep them apart)
      res.setHeader('Vary', 'Accept-Encoding');
      // a content security policy governs documents (HTML, SVG), not scripts, styles, fonts or
      // pictures: leaving it off them saves 0.75 KB on each of a page's many asset responses
      if (!DOCUMENT_FILE.test(filePath))
        (res as unknown as ServerResponse).removeHeader('Content-Security-Policy');
    },
  });
  return true;
}
