/**
 * API load bench (`npm run bench:api`): seeds the load dataset in a fresh DATA_DIR (and, when
 * TEST_DATABASE_URL is set, in a fresh PostgreSQL schema), starts the real server
 * (`src/main.ts` through tsx) on 127.0.0.1, logs a sample of students in, and drives three
 * endpoints with autocannon, rotating tokens and ids. Prints req/s, p50 and p99 per endpoint.
 *
 * Options (environment): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (50),
 * BENCH_STUDENTS (5000), BENCH_LOGINS (200), BENCH_PORT (3240), BENCH_ENGINES (sqlite,postgres),
 * BENCH_WARMUP (s of load per endpoint before measuring, default 3: a fresh process compiles its
 * hot paths first, and two instances each pay that), BENCH_BASELINE=1 (also drive /healthz and /api/Contact/getAll: the framework's own ceiling).
 *
 * `--instances 1,2` (or BENCH_INSTANCES=1,2): on PostgreSQL, measures the same dataset served by
 * one instance and then by two (each a separate server process, all sharing the schema and the
 * Redis of TEST_REDIS_URL, which every run of this mode uses, the one-instance one included).
 * With two, the connections are split evenly between the two ports (as an L4 balancer would
 * spread them): two autocannon runs at once, their requests added up and the slower instance's
 * p50/p99 reported. The instances share BENCH_POOL PostgreSQL connections (default 10, split
 * evenly: one instance 10, two 5 each), so both runs give the database the same concurrency.
 * SQLite is one instance only (its file belongs to one machine).
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
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const POOL = Number(env.BENCH_POOL ?? 10);
const INSTANCE_COUNTS = instanceCounts();

function instanceCounts(): number[] {
  const flag = process.argv.indexOf('--instances');
  const text = flag >= 0 ? process.argv[flag + 1] : env.BENCH_INSTANCES;
  const counts = (text ?? '1').split(',').map((n) => Number(n.trim()));
  if (counts.some((n) => !Number.isInteger(n) || n < 1 || n > 8))
    throw new Error(`--instances wants counts from 1 to 8, e.g. 1,2 (got "${text}")`);
  return counts;
}

interface Row {
  engine: Engine;
  instances: number;
  /** one-minute load average when the configuration started */
  load: number;
  /** CPU time of the server process(es) per answered request (from their /metrics) */
  cpuMsPerRequest: number;
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

interface ServerOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  pgSchema: string | undefined;
  /** Redis shared by the instances (rate limits, content changes), with a prefix of this run */
  redis?: { url: string; prefix: string };
  /** PostgreSQL connections of each instance */
  poolSize: number;
}

function startServer(port: number, options: ServerOptions): ChildProcess {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops
  const profile = env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(env.BENCH_CPU_PROF)}`]
    : [];
  // on PostgreSQL every instance its own data directory, as on separate machines; on SQLite the
  // data directory holds the seeded database itself
  const dataDir = options.databaseUrl ? path.join(options.dataDir, `instance-${port}`) : options.dataDir;
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(apiDir, 'src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      DATABASE_SCHEMA: options.pgSchema ?? '',
      DATABASE_POOL_SIZE: String(options.poolSize),
      JWT_SECRET: env.JWT_SECRET || 'bench-jwt-secret-0123456789abcdef0123456789',
      CODE_HASH_KEY: env.CODE_HASH_KEY || 'bench-code-hash-key-0123456789abcdef0123',
      SETTINGS_KEY: env.SETTINGS_KEY || 'bench-settings-key-0123456789abcdef01234',
      REDIS_URL: options.redis?.url ?? '',
      REDIS_KEY_PREFIX: options.redis?.prefix ?? 'dars:',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_WEB_DIR: path.join(options.dataDir, 'no-web'),
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

/** Process CPU seconds so far of the server at `base` (`dars_process_cpu_seconds_total`). */
async function cpuSeconds(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const match = /^dars_process_cpu_seconds_total ([\d.e+-]+)$/m.exec(text);
  if (!match) throw new Error(`${base}/metrics has no dars_process_cpu_seconds_total`);
  return Number(match[1]);
}

interface Driven {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  cpuMsPerRequest: number;
}

/** Drives `target` on every base at once, the connections split evenly between them. */
async function drive(bases: string[], target: Target): Promise<Driven> {
  // check one request on each first, so a broken endpoint fails loudly instead of benchmarking 4xx
  const probe = target.request(0);
  for (const base of bases) {
    const check = await fetch(base + probe.path, { headers: probe.headers });
    if (check.status !== 200)
      throw new Error(`${target.name}: probe answered ${check.status} ${await check.text()}`);
  }
  let n = 0;
  const run = (duration: number) =>
    Promise.all(
      bases.map((base, i) =>
        autocannon({
          url: base,
          connections: Math.floor(CONNECTIONS / bases.length) + (i < CONNECTIONS % bases.length ? 1 : 0),
          duration,
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
        }),
      ),
    );
  if (WARMUP > 0) await run(WARMUP);
  const cpuBefore = await Promise.all(bases.map(cpuSeconds));
  const results = await run(DURATION);
  const cpuAfter = await Promise.all(bases.map(cpuSeconds));
  const cpu = cpuAfter.reduce((total, after, i) => total + after - cpuBefore[i]!, 0);
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    requests: sum((r) => r.requests.total),
    rps: sum((r) => r.requests.average),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors + r.timeouts),
    cpuMsPerRequest:
      (cpu * 1000) /
      Math.max(
        1,
        sum((r) => r.requests.total),
      ),
  };
}

async function benchEngine(engine: Engine, passwordHash: string): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dars-bench-${engine}-`));
  const pgSchema = engine === 'postgres' ? `bench_${crypto.randomBytes(5).toString('hex')}` : undefined;
  const databaseUrl = engine === 'postgres' ? env.TEST_DATABASE_URL : undefined;
  const counts = engine === 'sqlite' ? [1] : INSTANCE_COUNTS;
  if (engine === 'sqlite' && INSTANCE_COUNTS.some((n) => n > 1))
    log('[sqlite] one instance only: the embedded database belongs to one machine');
  const manyInstances = INSTANCE_COUNTS.some((n) => n > 1) && engine === 'postgres';
  if (manyInstances && !env.TEST_REDIS_URL)
    throw new Error('--instances with more than one needs TEST_REDIS_URL (the instances share Redis)');
  const handle = await connectDatabase({ databaseUrl, dataDir, pgSchema });
  const children: ChildProcess[] = [];
  try {
    await migrateToLatest(handle.db, { schema: pgSchema });
    const seedStart = Date.now();
    const dataset = await seedLoad(handle.db, engine, { passwordHash, shape: { students: STUDENTS } });
    const seeded = Object.entries(dataset.rows)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ');
    log(`[${engine}] seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s: ${seeded}`);

    const rows: Row[] = [];
    for (const instances of counts) {
      const label = manyInstances ? `${engine} ×${instances}` : engine;
      const options: ServerOptions = {
        dataDir,
        databaseUrl,
        pgSchema,
        poolSize: Math.max(1, Math.round(POOL / instances)),
        ...(manyInstances
          ? {
              redis: {
                url: env.TEST_REDIS_URL!,
                prefix: `dars-bench:${crypto.randomBytes(5).toString('hex')}:`,
              },
            }
          : {}),
      };
      const bases: string[] = [];
      let port = FIRST_PORT - 1;
      for (let i = 0; i < instances; i += 1) {
        port = await freePort(port + 1);
        bases.push(`http://127.0.0.1:${port}`);
        children.push(startServer(port, options));
      }
      await Promise.all(
        bases.map((base, i) => waitForServer(base, children[children.length - instances + i]!)),
      );
      const loginStart = Date.now();
      const sessions = await loginSample(bases[0]!, dataset, LOGINS);
      log(
        `[${label}] server(s) on ${bases.join(', ')}; ${sessions.length} students logged in in ${((Date.now() - loginStart) / 1000).toFixed(1)} s`,
      );
      const load = os.loadavg()[0]!;
      for (const target of targets(dataset, sessions)) {
        const result = await drive(bases, target);
        rows.push({ engine, instances, load, endpoint: target.name, ...result });
        log(
          `[${label}] ${target.name}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
        );
      }
      // autocannon stops on time with requests still in flight: let them finish before stopping
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await Promise.all(children.splice(0).map(stopServer));
    }
    return rows;
  } finally {
    await Promise.all(children.map(stopServer));
    if (pgSchema)
      await sql`DROP SCHEMA IF EXISTS ${sql.id(pgSchema)} CASCADE`.execute(handle.db).catch(() => undefined);
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]) {
  const header = [
    'engine',
    'instances',
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'requests',
    'non-2xx',
    'errors',
    'CPU ms/req',
    'load 1 min',
  ];
  const lines = rows.map((r) => [
    r.engine,
    String(r.instances),
    r.endpoint,
    String(Math.round(r.rps)),
    String(r.p50),
    String(r.p99),
    String(r.requests),
    String(r.non2xx),
    String(r.errors),
    r.cpuMsPerRequest.toFixed(2),
    r.load.toFixed(2),
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

/**
 * Each endpoint's throughput with N instances against one on PostgreSQL: the median req/s of the
 * runs of each count (`--instances 1,2,1,2` alternates them, so a load spike from other work on
 * the machine does not land on one configuration only).
 */
function printScaling(rows: Row[]) {
  const median = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const postgres = rows.filter((r) => r.engine === 'postgres');
  const counts = [...new Set(postgres.map((r) => r.instances))].sort((x, y) => x - y);
  if (counts.length < 2 || counts[0] !== 1) return;
  for (const endpoint of new Set(postgres.map((r) => r.endpoint))) {
    const rps = (n: number) =>
      median(postgres.filter((r) => r.endpoint === endpoint && r.instances === n).map((r) => r.rps));
    const one = rps(1);
    const others = counts
      .slice(1)
      .map((n) => `${n} instances ${Math.round(rps(n))} req/s (×${(rps(n) / one).toFixed(2)})`);
    log(`${endpoint}: 1 instance ${Math.round(one)} req/s; ${others.join('; ')} (medians)`);
  }
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
  printScaling(rows);
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
