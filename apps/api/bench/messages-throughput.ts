/**
 * Bulk-send throughput (`npm run bench:messages`): MESSAGES (default 50,000) announcement
 * messages queued for as many students' parents on the embedded SQLite database (or PostgreSQL
 * when DATABASE_URL is set), sent by one real server process (src/main.ts, its log in a file as in
 * production) to the local fake of the WhatsApp Cloud API (apps/api/test/fakes/whatsapp-cloud-api.ts).
 * The fake stands for Meta's servers, which in production run elsewhere: it runs as a process of
 * its own at the lowest CPU priority (fake-whatsapp-process.ts), and the server paces its sends at
 * MESSAGES_PER_SECOND (default here 1,000, a business number on the Cloud API's upgraded throughput).
 *
 * Student requests (GET /api/Course/free-courses, BENCH_DURATION s, default 30) are measured once
 * before the send (the baseline) and once while it runs. Thirty seconds, because a p99 over ten is
 * the hundred slowest of 10,000 answers, and one pause of the machine moved it by a third from run
 * to run. The p99 of both is printed with the messages per second the fake received and the CPU
 * time per message of the server and its jobs process (BENCH_DURATION=0 leaves the student
 * requests out, so that this CPU time is the send's alone). Students arrive at
 * BENCH_STUDENT_RATE requests a second (default 1,000: thousands of students on one teacher's site
 * in the evening) from a process of their own (student-load.ts), each latency counted from when the
 * request was due. BENCH_STUDENT_RATE=0 sends them as fast as the server answers instead
 * (autocannon, BENCH_CONNECTIONS connections): the server is then saturated, and its p99 is a
 * queue length that any other work on the machine lengthens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { repoRoot } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { announce } from '../src/domain/messages/index.ts';
import { createSettingsBox } from '../src/secrets/settings-box.ts';

const TOTAL = Number(process.env.MESSAGES ?? 50_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STUDENT_RATE = Number(process.env.BENCH_STUDENT_RATE ?? 1000);
const TENANT = 'bench-messages';
const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `bench_msg_${crypto.randomBytes(4).toString('hex')}` : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-bench-messages-'));
const settingsKey = crypto.randomBytes(32).toString('hex');
const serverLog = path.join(dataDir, 'server.log');

interface StudentFigures {
  requests: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/**
 * CPU time (ms) the server and its jobs process (its children) have used so far (Linux /proc;
 * clock ticks of 10 ms). A busy machine stretches wall-clock figures, CPU per message much less,
 * so it is printed beside them.
 */
function serverCpuMs(pid: number | undefined): number | null {
  if (!pid || !fs.existsSync(`/proc/${pid}/stat`)) return null;
  const ticks = (id: number): number => {
    const fields = fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = Number(fields[11]) + Number(fields[12]); // utime, stime
    const children = fs
      .readdirSync(`/proc/${id}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim().split(' '))
      .filter(Boolean)
      .map(Number);
    return (
      own + children.reduce((sum, child) => sum + (fs.existsSync(`/proc/${child}`) ? ticks(child) : 0), 0)
    );
  };
  return ticks(pid) * 10;
}

// the fake provider runs in its own process at the lowest CPU priority (fake-whatsapp-process.ts)
const fakeProcess = spawn(
  'chrt',
  [
    '--idle',
    '0',
    'nice',
    '-n',
    '19',
    process.execPath,
    '--import',
    'tsx',
    'apps/api/bench/fake-whatsapp-process.ts',
  ],
  { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
);
const fake = await new Promise<{ url: string; accessToken: string }>((resolve, reject) => {
  fakeProcess.once('exit', (code) => reject(new Error(`fake provider exited with ${code}`)));
  readline.createInterface({ input: fakeProcess.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
});
const fakeCounts = () =>
  new Promise<{ accepted: number; recipients: number }>((resolve) => {
    fakeProcess.once('message', (counts) => resolve(counts as { accepted: number; recipients: number }));
    fakeProcess.send('count');
  });
const handle = await connectDatabase({ databaseUrl, dataDir, pgSchema: schema, poolSize: 4 });
let server: ChildProcess | undefined;
process.once('SIGTERM', () => {
  server?.kill('SIGKILL');
  fakeProcess.kill('SIGKILL');
  process.exit(1);
});
try {
  await migrateToLatest(handle.db, { schema });
  const at = new Date().toISOString();
  await handle.db
    .insertInto('tenants')
    .values({ id: TENANT, name: TENANT, domains: '[]', created_at: at })
    .execute();
  await handle.db
    .insertInto('message_channels')
    .values({
      tenant_id: TENANT,
      channel: 'whatsapp',
      enabled: 1,
      settings: JSON.stringify({
        phoneNumberId: '106540352242922',
        language: 'ar',
        templates: { announcement: 'dars_announcement', quizResult: 'dars_quiz_result' },
      }),
      sealed_secrets: createSettingsBox(settingsKey).seal(
        TENANT,
        JSON.stringify({ accessToken: fake.accessToken, appSecret: 'app-secret', verifyToken: 'verify' }),
      ),
      updated_at: at,
    })
    .execute();
  const user = (i: number, role: 'Admin' | 'Student') => ({
    id: crypto.randomUUID(),
    tenant_id: TENANT,
    role,
    user_name: `طالب ${i}`,
    email: `s${i}@bench.test`,
    phone_number: `010${String(i).padStart(8, '0')}`,
    parent_phone: `011${String(i).padStart(8, '0')}`,
    academic_year: 'Secondary3' as const,
    image_path: null,
    password_hash: 'not-a-login',
    email_confirmed: 1 as const,
    active: 1 as const,
    registration_date: at,
    updated_at: at,
  });
  const admin = user(TOTAL + 1, 'Admin');
  await handle.db.insertInto('users').values(admin).execute();
  for (let start = 0; start < TOTAL; start += 500)
    await handle.db
      .insertInto('users')
      .values(Array.from({ length: Math.min(500, TOTAL - start) }, (_, k) => user(start + k, 'Student')))
      .execute();

  // node itself with tsx's loader, not the tsx command, whose node child would outlive a SIGKILL
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      PUBLIC_WEB_DIR: '/nonexistent-dars-web',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      CODE_HASH_KEY: crypto.randomBytes(32).toString('hex'),
      SETTINGS_KEY: settingsKey,
      WHATSAPP_API_BASE: fake.url,
      MESSAGES_QUIET_HOURS: 'off',
      // a business number on the Cloud API's upgraded throughput (the default is 80 a second)
      MESSAGES_PER_SECOND: process.env.MESSAGES_PER_SECOND ?? '1000',
      GLOBAL_LIMIT_PER_IP: '100000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema! } : {}),
    },
    // the log goes to a file, as in production: a pipe read by this busy process would make the
    // server wait on every line it writes once the pipe is full
    stdio: ['ignore', fs.openSync(serverLog, 'w'), 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    server!.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    // ready, not just listening: the jobs process has started too
    const look = () => {
      const log = fs.readFileSync(serverLog, 'utf8');
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (listening && log.includes('"msg":"Dars is ready"')) resolve(listening[1]!);
      else setTimeout(look, 100);
    };
    look();
  });
  const studentRequest = {
    method: 'GET',
    path: '/api/Course/free-courses',
    headers: { 'x-tenant-id': TENANT },
  };
  /** Student requests for DURATION s: at STUDENT_RATE a second (student-load.ts), else as fast as answered. */
  const students = async (): Promise<StudentFigures> => {
    if (STUDENT_RATE <= 0) {
      const result = await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [studentRequest],
        workers: 1,
      });
      return {
        requests: result.requests.total,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      };
    }
    const load = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/bench/student-load.ts',
        `${base}${studentRequest.path}`,
        String(STUDENT_RATE),
        String(DURATION),
        `x-tenant-id:${TENANT}`,
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let printed = '';
    load.stdout!.on('data', (chunk: Buffer) => (printed += chunk));
    await new Promise((resolve) => load.once('exit', resolve));
    return JSON.parse(printed.trim().split('\n').pop()!) as StudentFigures;
  };
  // BENCH_DURATION=0: no student requests, so that the server's CPU per message is the send's alone
  if (DURATION > 0)
    await autocannon({ url: base, connections: CONNECTIONS, duration: 3, requests: [studentRequest] });
  const baseline = DURATION > 0 ? await students() : null;

  const cpuBefore = serverCpuMs(server.pid);
  const started = performance.now();
  const queued = await announce(
    { db: handle.db, tenantId: TENANT, now: () => new Date() },
    {
      caller: { userId: admin.id, role: 'Admin', deviceId: null },
      audience: 'all',
      text: 'مراجعة',
      quietHours: null,
    },
  );
  const queuedSeconds = (performance.now() - started) / 1000;
  const during = DURATION > 0 ? await students() : null;
  let counts = await fakeCounts();
  while (counts.accepted < queued.queued) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    counts = await fakeCounts();
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = serverCpuMs(server.pid);
  const distinct = counts.recipients;
  console.log(
    JSON.stringify({
      engine: handle.engine,
      messages: queued.queued,
      queuedInSeconds: Number(queuedSeconds.toFixed(2)),
      deliveredPerSecond: Math.round(queued.queued / seconds),
      distinctRecipients: distinct,
      serverCpuMsPerMessage:
        cpuBefore === null || cpuAfter === null
          ? null
          : Number(((cpuAfter - cpuBefore) / queued.queued).toFixed(2)),
      ...(baseline && during
        ? {
            studentRate: STUDENT_RATE > 0 ? STUDENT_RATE : 'as fast as answered',
            studentLatencyMs: { baseline, during },
            studentP99RisePercent: Math.round((during.p99 / baseline.p99 - 1) * 100),
          }
        : {}),
      loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    }),
  );
} finally {
  server?.kill('SIGKILL');
  if (schema) await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(handle.db);
  await handle.close();
  fakeProcess.disconnect();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// the fake's keep-alive sockets of the killed server can hold the event loop open: the figures are out
process.exit(0);
