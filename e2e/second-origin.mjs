#!/usr/bin/env node
// The built web app served from a second origin, as in a split deploy (docs/deploy.md): every
// path that is not a file of apps/web/dist answers index.html, which names the API's origin in
// `window.__DARS_CONFIG__` (apps/web/src/shared/config.ts). PORT, API_ORIGIN from the environment.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const port = Number(process.env.PORT);
const apiOrigin = process.env.API_ORIGIN ?? '';
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};
const config = `<script>window.__DARS_CONFIG__=${JSON.stringify({ apiBase: apiOrigin })}</script>`;
const index = fs.readFileSync(path.join(root, 'index.html'), 'utf8').replace('<head>', `<head>${config}`);

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/healthz') return res.end('ok');
    const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    if (file.startsWith(root + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
      return fs.createReadStream(file).pipe(res);
    }
    res.writeHead(200, { 'Content-Type': types['.html'], 'Cache-Control': 'no-store' });
    res.end(index);
  })
  .listen(port);
