#!/usr/bin/env node
// Uploads a large file through the console's resumable video upload (tus) to a freshly started
// server and reports how much the server's resident memory grew, sampled every 50 ms from
// /proc/<pid>/status. Half-way the connection is cut; the upload then resumes from the offset
// the server reports (HEAD) and the stored file is checked byte for byte.
//
//   node scripts/measure-upload-rss.mjs [--mb 300] [--port 3441]
//
// Exits non-zero when the growth reaches 50 MB or the resumed file differs.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const MB = Number(arg('mb', '300'));
const PORT = Number(arg('port', process.env.PORT ?? '3441'));
const LIMIT_MB = 50;
const size = MB * 1024 * 1024;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-rss-'));
const source = path.join(dataDir, 'source.bin');

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

function request(method, urlPath, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, method, path: urlPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    if (body && typeof body.pipe === 'function') body.pipe(req);
    else req.end(body);
  });
}

/** PATCHes the file from `offset`; with `cutAfter` the connection is destroyed once that many bytes were sent. */
function patch(id, headers, offset, cutAfter) {
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port: PORT,
      method: 'PATCH',
      path: `/api/teacher/uploads/video/${id}`,
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size - offset),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, offset: Number(res.headers['upload-offset']) }));
    });
    req.on('error', () => resolve({ status: 0 }));
    const stream = fs.createReadStream(source, { start: offset, highWaterMark: 1024 * 1024 });
    let sent = 0;
    stream.on('data', (chunk) => {
      sent += chunk.length;
      if (cutAfter && sent >= cutAfter) {
        stream.destroy();
        req.destroy(new Error('connection cut on purpose'));
      }
    });
    stream.pipe(req);
  });
}

async function main() {
  console.log(`Writing a ${MB} MB file…`);
  const block = crypto.randomBytes(1024 * 1024);
  const fd = fs.openSync(source, 'w');
  for (let i = 0; i < MB; i++) fs.writeSync(fd, block);
  fs.closeSync(fd);

  console.log(`Starting the server on port ${PORT} (DATA_DIR ${dataDir})…`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      const ok = await request('GET', '/healthz').then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const tenant = { 'x-tenant-id': 'tenant5', deviceid: 'rss-bench' };
    const login = await request(
      'POST',
      '/api/Auth/login',
      { ...tenant, 'content-type': 'application/json' },
      JSON.stringify({ EmailorMobile: 'teacher@dars.test', password: 'Dars@2026' }),
    );
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
    const headers = { ...tenant, authorization: `Bearer ${JSON.parse(login.body).token}` };

    // warm up the upload path with a small upload, then take the baseline
    const warm = await request('POST', '/api/teacher/uploads/video', {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-length': '1',
    });
    if (warm.status !== 201) throw new Error(`tus create failed: ${warm.status} ${warm.body}`);
    global.gc?.();
    await new Promise((r) => setTimeout(r, 500));
    const baseline = rssOf(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssOf(server.pid));
      } catch {
        /* exited */
      }
    }, 50);

    const started = Date.now();
    const created = await request('POST', '/api/teacher/uploads/video', {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
    });
    if (created.status !== 201) throw new Error(`tus create failed: ${created.status} ${created.body}`);
    const id = String(created.headers.location).split('/').pop();

    const cutAt = Math.floor(size * 0.45);
    const first = await patch(id, headers, 0, cutAt);
    await new Promise((r) => setTimeout(r, 300));
    const head = await request('HEAD', `/api/teacher/uploads/video/${id}`, {
      ...headers,
      'tus-resumable': '1.0.0',
    });
    const offset = Number(head.headers['upload-offset']);
    console.log(
      `Connection cut after ~${(cutAt / 1048576).toFixed(0)} MB (client status ${first.status}); the server holds ${(offset / 1048576).toFixed(1)} MB; resuming from there.`,
    );
    if (!(offset > 0 && offset < size)) throw new Error(`unexpected offset after the cut: ${offset}`);
    const second = await patch(id, headers, offset);
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    if (second.status !== 204 || second.offset !== size)
      throw new Error(`resume failed: ${JSON.stringify(second)}`);

    const stored = path.join(dataDir, 'tus', id);
    const same =
      crypto.createHash('sha256').update(fs.readFileSync(stored)).digest('hex') ===
      crypto.createHash('sha256').update(fs.readFileSync(source)).digest('hex');
    const growth = (peak - baseline) / 1048576;
    console.log(
      `Uploaded ${MB} MB in ${seconds.toFixed(1)} s, interrupted once and resumed; stored file identical: ${same}.`,
    );
    console.log(
      `Server RSS: baseline ${(baseline / 1048576).toFixed(1)} MB, peak ${(peak / 1048576).toFixed(1)} MB, growth ${growth.toFixed(1)} MB (limit ${LIMIT_MB} MB).`,
    );
    if (!same || growth >= LIMIT_MB) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
