/**
 * API load bench (`npm run bench:api`): seeds the load dataset in a fresh DATA_DIR (and, when
 * TEST_DATABASE_URL is set, in a fresh PostgreSQL schema), starts the real server
 * (`src/main.ts` through tsx) on 127.0.0.1, logs a sample of students in, and drives three
 * endpoints with autocannon, rotating tokens and ids. Prints req/s, p50 and p99 per endpoint.
 *
 * Options (environment): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (50),
 * BENCH_STUDENTS (5000), BENCH_LOGINS (200), BENCH_PORT (3240), BENCH_ENGINES (sqlite,postgres),
 * BENCH_BASELINE=1 (also drive /healthz and /api/Contact/getAll: the framework's own ceiling).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { connectDatabase, type Engine } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { hashPassword } from '../src/domain/auth/passwords.ts';
import { BENCH_PASSWORD, seedLoad, type LoadDataset } from './seed-load.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiDir, '../..');
const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const STUDENTS = Number(env.BENCH_STUDENTS ?? 5_000);
const LOGINS = Number(env.BENCH_LOGINS ?? 200);
const FIRST_PORT = Number(env.BENCH_PORT ?? 3240);

interface Row {
  engine: Engine;
  endpoint: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const log = (message: string) => process.stdout.write(`${message}\n`);

async function freePort(from: number, to = from + 20): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer().once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}..${to}`);
}

async function waitForServer(base: string, child: ChildProcess, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start within 60 s');
}

function startServer(port: number, dataDir: string, databaseUrl: string | undefined): ChildProcess {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops
  const profile = env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(env.BENCH_CPU_PROF)}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(apiDir, 'src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: env.JWT_SECRET || 'bench-jwt-secret-0123456789abcdef0123456789',
      CODE_HASH_KEY: env.CODE_HASH_KEY || 'bench-code-hash-key-0123456789abcdef0123',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_WEB_DIR: path.join(dataDir, 'no-web'),
      LOGIN_LIMIT_PER_ACCOUNT: '1000000',
      LOGIN_LIMIT_PER_IP: '1000000',
      OTP_LIMIT_PER_ACCOUNT: '1000000',
      OTP_LIMIT_PER_IP: '1000000',
      GLOBAL_LIMIT_PER_IP: '1000000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

interface Session {
  token: string;
  deviceId: string;
  studentIndex: number;
}

async function loginSample(base: string, dataset: LoadDataset, count: number): Promise<Session[]> {
  const step = Math.max(1, Math.floor(dataset.students.length / count));
  const picks = Array.from({ length: Math.min(count, dataset.students.length) }, (_, i) => i * step);
  const sessions: Session[] = [];
  // a few at a time: argon2 verification is deliberately slow
  for (let i = 0; i < picks.length; i += 8) {
    const batch = picks.slice(i, i + 8).map(async (studentIndex) => {
      const deviceId = `bench-${studentIndex}`;
      const response = await fetch(`${base}/api/Auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tenant-id': dataset.tenantId, deviceid: deviceId },
        body: JSON.stringify({
          EmailorMobile: dataset.students[studentIndex]!.email,
          password: BENCH_PASSWORD,
        }),
      });
      if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { token: string };
      sessions.push({ token: body.token, deviceId, studentIndex });
    });
    await Promise.all(batch);
  }
  return sessions;
}

interface Target {
  name: string;
  /** path and headers of the n-th request */
  request: (n: number) => { path: string; headers: Record<string, string> };
}

function targets(dataset: LoadDataset, sessions: Session[]): Target[] {
  const auth = (session: Session) => ({
    authorization: `Bearer ${session.token}`,
    'x-tenant-id': dataset.tenantId,
    deviceid: session.deviceId,
  });
  const grades = ['Secondary1', 'Secondary2', 'Secondary3', '1st Secondary', '2', 'secondary3'];
  const baseline: Target[] = env.BENCH_BASELINE
    ? [
        { name: 'GET /healthz (baseline)', request: () => ({ path: '/healthz', headers: {} }) },
        {
          name: 'GET /api/Contact/getAll (baseline)',
          request: () => ({ path: '/api/Contact/getAll', headers: { 'x-tenant-id': dataset.tenantId } }),
        },
      ]
    : [];
  return [
    ...baseline,
    {
      name: 'GET /api/Course/tree-course-with-progress',
      request: (n) => {
        const session = sessions[n % sessions.length]!;
        const student = dataset.students[session.studentIndex]!;
        const course = dataset.courses[student.courseIndexes[(n >> 3) % student.courseIndexes.length]!]!;
        return {
          path: `/api/Course/tree-course-with-progress?courseid=${course.id}`,
          headers: auth(session),
        };
      },
    },
    {
      name: 'GET /api/AdminStudent/CourseActive',
      request: (n) => ({
        path: `/api/AdminStudent/CourseActive?grade=${encodeURIComponent(grades[n % grades.length]!)}&pagenumber=${1 + (n % 2)}&pagesize=5`,
        headers: { 'x-tenant-id': dataset.tenantId },
      }),
    },
    {
      name: 'GET /api/Student/contentlesson/{id}',
      request: (n) => {
        const session = sessions[n % sessions.length]!;
        const student = dataset.students[session.studentIndex]!;
        const course = dataset.courses[student.courseIndexes[(n >> 3) % student.courseIndexes.length]!]!;
        // the open week (unit index 1): its videos and its quiz
        const lessons = course.units[1]!;
        return {
          path: `/api/Student/contentlesson/${lessons[(n >> 1) % lessons.length]}`,
          headers: auth(session),
        };
      },
    },
  ];
}

async function drive(base: string, target: Target): Promise<autocannon.Result> {
  // check one request first, so a broken endpoint fails loudly instead of benchmarking 4xx
  const probe = target.request(0);
  const check = await fetch(base + probe.path, { headers: probe.headers });
  if (check.status !== 200)
    throw new Error(`${target.name}: probe answered ${check.status} ${await check.text()}`);
  let n = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const next = target.request(n);
          n += 1;
          return { ...request, path: next.path, headers: { ...request.headers, ...next.headers } };
        },
      },
    ],
  });
}

async function benchEngine(engine: Engine, passwordHash: string): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dars-bench-${engine}-`));
  const pgSchema = engine === 'postgres' ? `bench_${crypto.randomBytes(5).toString('hex')}` : undefined;
  const databaseUrl = engine === 'postgres' ? withSearchPath(env.TEST_DATABASE_URL!, pgSchema!) : undefined;
  let child: ChildProcess | undefined;
  const handle = await connectDatabase({
    databaseUrl: engine === 'postgres' ? env.TEST_DATABASE_URL : undefined,
    dataDir,
    pgSchema,
  });
  try {
    await migrateToLatest(handle.db, { schema: pgSchema });
    const seedStart = Date.now();
    const dataset = await seedLoad(handle.db, engine, { passwordHash, shape: { students: STUDENTS } });
    const seeded = Object.entries(dataset.rows)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ');
    log(`[${engine}] seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s: ${seeded}`);

    const port = await freePort(FIRST_PORT);
    const base = `http://127.0.0.1:${port}`;
    child = startServer(port, dataDir, databaseUrl);
    await waitForServer(base, child);
    const loginStart = Date.now();
    const sessions = await loginSample(base, dataset, LOGINS);
    log(
      `[${engine}] server on ${base}; ${sessions.length} students logged in in ${((Date.now() - loginStart) / 1000).toFixed(1)} s`,
    );

    const rows: Row[] = [];
    for (const target of targets(dataset, sessions)) {
      const result = await drive(base, target);
      rows.push({
        engine,
        endpoint: target.name,
        requests: result.requests.total,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
      log(
        `[${engine}] ${target.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      );
    }
    return rows;
  } finally {
    // autocannon stops on time with requests still in flight: let them finish before stopping
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (child) await stopServer(child);
    if (pgSchema)
      await sql`DROP SCHEMA IF EXISTS ${sql.id(pgSchema)} CASCADE`.execute(handle.db).catch(() => undefined);
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same URL with every connection's search_path set to `schema` (libpq `options`). */
function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

function printTable(rows: Row[]) {
  const header = ['engine', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'];
  const lines = rows.map((r) => [
    r.engine,
    r.endpoint,
    String(Math.round(r.rps)),
    String(r.p50),
    String(r.p99),
    String(r.requests),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  log('');
  log(format(header));
  log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) log(format(line));
  log('');
  log(
    `${CONNECTIONS} connections, ${DURATION} s per endpoint, ${os.cpus().length} CPU(s), load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

async function main() {
  const wanted = (env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((s) => s.trim());
  const engines: Engine[] = ['sqlite'];
  if (env.TEST_DATABASE_URL && wanted.includes('postgres')) engines.push('postgres');
  if (!wanted.includes('sqlite')) engines.shift();
  if (!env.TEST_DATABASE_URL) log('TEST_DATABASE_URL is not set: SQLite only.');
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const rows: Row[] = [];
  for (const engine of engines) rows.push(...(await benchEngine(engine, passwordHash)));
  printTable(rows);
  const failed = rows.some((r) => r.non2xx > 0 || r.errors > 0);
  if (failed) {
    log('Some requests failed (non-2xx or errors): see the table.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
