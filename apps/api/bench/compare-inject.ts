/**
 * CPU time per request of this tree's app and another tree's, in ONE process, interleaved in short
 * slices: `tsx apps/api/bench/compare-inject.ts <other-dir>` (the other tree is a checkout of an
 * older commit with its own node_modules, e.g. a `git worktree`). Each tree seeds its own SQLite
 * dataset with its own code and builds its own app; then, round after round, each app answers N
 * `app.inject` requests per endpoint in turn (order reversed every round) while process.cpuUsage()
 * is read. A neighbour's load slows both apps in the same minutes, so the ratio holds better on a
 * shared machine than req/s does. Env: ONLY=health,contact,tree,active,content; N (500) requests
 * per slice; ROUNDS (10). Prints the median and the lowest slice, in µs of CPU per request.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface InjectApp {
  inject: (options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }) => Promise<{ statusCode: number; body: string; json: () => unknown }>;
  ready: () => Promise<unknown>;
  close: () => Promise<unknown>;
}

interface Tree {
  label: string;
  dir: string;
  app?: InjectApp;
  urls?: Record<string, string>;
  headers?: Record<string, string>;
  close?: () => Promise<void>;
  cpu: Record<string, number[]>;
}

const thisDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const otherDir = process.argv[2];
if (!otherDir) {
  process.stderr.write('usage: tsx apps/api/bench/compare-inject.ts <other-checkout>\n');
  process.exit(2);
}
const trees: Tree[] = [
  { label: 'other', dir: path.resolve(otherDir), cpu: {} },
  { label: 'this', dir: thisDir, cpu: {} },
];

async function setUp(tree: Tree) {
  const api = path.join(tree.dir, 'apps/api');
  const load = (file: string) => import(path.join(api, file));
  const { connectDatabase } = await load('src/db/connect.ts');
  const { migrateToLatest } = await load('src/db/migrate.ts');
  const { hashPassword } = await load('src/domain/auth/passwords.ts');
  const { BENCH_PASSWORD, seedLoad } = await load('bench/seed-load.ts');
  const { buildApp } = await load('src/app.ts');
  const { loadConfig } = await load('src/config.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dars-compare-${tree.label}-`));
  const handle = await connectDatabase({ dataDir });
  await migrateToLatest(handle.db);
  const dataset = await seedLoad(handle.db, 'sqlite', {
    passwordHash: await hashPassword(BENCH_PASSWORD),
    shape: { students: 200 },
  });
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
    CODE_HASH_KEY: 'bench-code-hash-key-0123456789abcdef0123',
    SETTINGS_KEY: 'bench-settings-key-0123456789abcdef01234',
    GLOBAL_LIMIT_PER_IP: '1000000000',
    PUBLIC_WEB_DIR: path.join(dataDir, 'no-web'),
  });
  const app: InjectApp = await buildApp({ config, dbHandle: handle, logger: false });
  await app.ready();
  const student = dataset.students[0];
  const login = await app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    headers: { 'x-tenant-id': dataset.tenantId, deviceid: 'p1' },
    payload: { EmailorMobile: student.email, password: BENCH_PASSWORD },
  });
  const { token } = login.json() as { token: string };
  const course = dataset.courses[student.courseIndexes[0]];
  tree.app = app;
  tree.headers = { authorization: `Bearer ${token}`, 'x-tenant-id': dataset.tenantId, deviceid: 'p1' };
  tree.urls = {
    health: '/healthz',
    contact: '/api/Contact/getAll',
    tree: `/api/Course/tree-course-with-progress?courseid=${course.id}`,
    active: '/api/AdminStudent/CourseActive?grade=Secondary1&pagesize=5',
    content: `/api/Student/contentlesson/${course.units[1][0]}`,
  };
  tree.close = async () => {
    await app.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

const only = (process.env.ONLY ?? 'health,contact,tree,active,content').split(',');
const N = Number(process.env.N ?? 500);
const ROUNDS = Number(process.env.ROUNDS ?? 10);

for (const tree of trees) await setUp(tree);
for (const name of only) {
  for (const tree of trees) {
    const url = tree.urls![name]!;
    const first = await tree.app!.inject({ method: 'GET', url, headers: tree.headers });
    if (first.statusCode !== 200)
      throw new Error(`${tree.label} ${name}: ${first.statusCode} ${first.body.slice(0, 200)}`);
    for (let i = 0; i < 500; i += 1) await tree.app!.inject({ method: 'GET', url, headers: tree.headers });
  }
}
const loadBefore = os.loadavg();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const name of only) {
    for (const tree of round % 2 ? [...trees].reverse() : trees) {
      const url = tree.urls![name]!;
      const start = process.cpuUsage();
      for (let i = 0; i < N; i += 1) await tree.app!.inject({ method: 'GET', url, headers: tree.headers });
      const used = process.cpuUsage(start);
      (tree.cpu[name] ??= []).push((used.user + used.system) / N);
    }
  }
}
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const [other, mine] = trees as [Tree, Tree];
const out = (line: string) => process.stdout.write(`${line}\n`);
out(`other = ${other.dir}\nthis  = ${mine.dir}\n`);
out('| endpoint | other µs (median / lowest) | this µs (median / lowest) | this/other (median) |');
out('|----------|----------------------------|---------------------------|---------------------|');
for (const name of only) {
  const [o, t] = [other.cpu[name]!, mine.cpu[name]!];
  out(
    `| ${name} | ${median(o).toFixed(0)} / ${Math.min(...o).toFixed(0)} | ${median(t).toFixed(0)} / ${Math.min(...t).toFixed(0)} | ${((median(t) / median(o)) * 100).toFixed(1)} % |`,
  );
}
const fmt = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
out(`\n${ROUNDS} rounds × ${N} requests; load average ${fmt(loadBefore)} before, ${fmt(os.loadavg())} after`);
for (const tree of trees) await tree.close!();
