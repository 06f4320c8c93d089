/**
 * Real server processes (`src/main.ts`) on one fresh PostgreSQL schema and one Redis, as behind a
 * reverse proxy (TRUST_PROXY names the test as the proxy, so each simulated client may have its own
 * X-Forwarded-For address). Only the database and Redis are shared. For two-instances.test.ts and
 * fuzz-two-instances.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'kysely';
import { repoRoot } from '../src/config.ts';
import { connectDatabase, type DbHandle } from '../src/db/connect.ts';
import { DEMO_TENANT_ID } from '../src/seed/index.ts';

export const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

export interface Instance {
  name: string;
  url: string;
  dataDir: string;
  logs: Array<Record<string, unknown>>;
  child: ChildProcess;
}

/** Starts `src/main.ts` on a free port; resolves once it listens. */
export function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dars-${name}-`));
  const child = spawn(tsx, ['apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 90 s:\n${stderr}`)), 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before listening:\n${stderr}`));
    });
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      logs.push(entry);
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(entry.msg));
      if (listening) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ name, url: listening[1]!, dataDir, logs, child });
      }
    });
  });
}

export async function stopInstance(instance: Instance | undefined) {
  if (!instance) return;
  if (instance.child.exitCode === null) {
    const exited = new Promise((resolve) => instance.child.once('exit', resolve));
    instance.child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(instance.dataDir, { recursive: true, force: true });
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  text: string;
  cookie: string;
}

export async function call(
  instance: Instance,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(instance.url + url, {
    method,
    headers: {
      'x-tenant-id': DEMO_TENANT_ID,
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // a page, not JSON
  }
  const refresh = res.headers
    .getSetCookie()
    .map((c) => /^refreshToken=([^;]*)/.exec(c)?.[1])
    .find((v) => v !== undefined);
  return { status: res.status, body, text, cookie: refresh ? `refreshToken=${refresh}` : '' };
}

export const addressOf = (i: number) => `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`;

export function login(
  instance: Instance,
  email: string,
  password: string,
  deviceId: string,
  address: string,
) {
  return call(instance, 'POST', '/api/Auth/login', {
    headers: { deviceid: deviceId, 'x-forwarded-for': address },
    json: { EmailorMobile: email, password },
  });
}

/** Runs `work` over `items` with at most `limit` at once. */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!, i);
      }
    }),
  );
  return results;
}

export interface InstancePair {
  a: Instance;
  b: Instance;
  /** the environment both were started with */
  env: Record<string, string>;
  /** a temp directory of the test's own (removed by `close`) */
  workDir: string;
  /** a connection of the test's own to the shared schema */
  handle: DbHandle;
  close(): Promise<void>;
}

/** Two instances started at the same moment on a fresh, empty schema. */
export async function startTwoInstances(
  databaseUrl: string,
  redisUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<InstancePair> {
  const schema = `two_${crypto.randomBytes(6).toString('hex')}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-two-'));
  const webDir = path.join(workDir, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="UTF-8" />' +
      '<meta name="description" content="generic" /><title>generic</title></head>' +
      '<body><div id="root"></div></body></html>',
  );
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `dars-test:${schema}:`,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    CODE_HASH_KEY: crypto.randomBytes(32).toString('hex'),
    SETTINGS_KEY: crypto.randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    PUBLIC_WEB_DIR: webDir,
    TRUST_PROXY: '127.0.0.1',
    LOGIN_LIMIT_PER_ACCOUNT: '10',
    LOGIN_LIMIT_PER_IP: '100000',
    GLOBAL_LIMIT_PER_IP: '1000000',
    SMTP_URL: '',
    ...extraEnv,
  };
  const [a, b] = await Promise.all([startInstance('a', env), startInstance('b', env)]);
  const handle = await connectDatabase({ databaseUrl, dataDir: workDir, pgSchema: schema, poolSize: 2 });
  return {
    a,
    b,
    env,
    workDir,
    handle,
    async close() {
      await Promise.all([stopInstance(a), stopInstance(b)]);
      await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(handle.db);
      await handle.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
