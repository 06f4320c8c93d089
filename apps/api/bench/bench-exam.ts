/**
 * The night of an exam (`npm run bench:exam`): seeds one course with an exam of 10 questions
 * drawn from a bank of 30, and BENCH_EXAM_STUDENTS students (default 5,000) enrolled in it, in a
 * fresh DATA_DIR (SQLite) and, when TEST_DATABASE_URL is set, a fresh PostgreSQL schema; starts
 * the real server (`src/main.ts` through tsx) on 127.0.0.1; then every student starts the exam at
 * a random moment within BENCH_EXAM_RAMP seconds (default 60) and saves one answer every
 * BENCH_EXAM_EVERY seconds (default 10) until all 10 are answered. Prints p50/p99/max of start
 * and answer-save per engine.
 *
 * Halfway through (BENCH_EXAM_KILL=0 to skip) the server is killed with SIGKILL and started again
 * on the same data; requests refused meanwhile are counted and retried by the student at their
 * next tick. At the end every acknowledged answer (a 200 to the save) is looked up in the
 * database: the bench fails if one is missing.
 *
 * BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
 *
 * Students sign in with tokens signed by the bench with the server's JWT secret (5,000 password
 * checks would measure the password hash, not the exam).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { connectDatabase, type Engine } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { signAccessToken } from '../src/domain/auth/access-token.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiDir, '../..');
const env = process.env;
const STUDENTS = Number(env.BENCH_EXAM_STUDENTS ?? 5_000);
const RAMP_S = Number(env.BENCH_EXAM_RAMP ?? 60);
const EVERY_S = Number(env.BENCH_EXAM_EVERY ?? 10);
const KILL = env.BENCH_EXAM_KILL !== '0';
const PORT = Number(env.BENCH_PORT ?? 3260);
const JWT_SECRET = 'bench-jwt-secret-0123456789abcdef0123456789';
const TENANT = 'bench-exam';
const QUESTIONS = 10;
const log = (message: string) => process.stdout.write(`${message}\n`);

interface Seeded {
  lessonId: number;
  userIds: string[];
}

const connection = (engine: Engine, dataDir: string, schema: string | undefined) => ({
  dataDir,
  databaseUrl: engine === 'postgres' ? env.TEST_DATABASE_URL : undefined,
  pgSchema: schema,
  poolSize: 4,
});

async function seed(engine: Engine, dataDir: string, schema: string | undefined): Promise<Seeded> {
  const handle = await connectDatabase(connection(engine, dataDir, schema));
  const { db } = handle;
  await migrateToLatest(db, { schema });
  const at = new Date().toISOString();
  await db
    .insertInto('tenants')
    .values({ id: TENANT, name: 'Bench', domains: '[]', created_at: at })
    .execute();
  const courseId = crypto.randomUUID();
  await db
    .insertInto('courses')
    .values({
      id: courseId,
      tenant_id: TENANT,
      course_name: 'الأحياء',
      description: '',
      image_path: null,
      grade: 'Secondary3',
      term: 'First',
      price: 0,
      active: 1,
      is_open_to_all: 1,
      created_at: at,
      modification_date: at,
    })
    .execute();
  const unit = await db
    .insertInto('units')
    .values({
      tenant_id: TENANT,
      course_id: courseId,
      unit_name: 'الوحدة الأولى',
      titel: null,
      position: 1,
      active: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lesson = await db
    .insertInto('lessons')
    .values({
      tenant_id: TENANT,
      unit_id: unit.id,
      lesson_name: 'امتحان',
      titel: null,
      position: 1,
      active: 1,
      type: 'Exam',
      video_url: null,
      attachment_url: null,
      attachment_title: null,
      is_retake: 0,
      is_score_displayed: 1,
      is_answer_displayed: 0,
      pass_degree: 50,
      time_limit_minutes: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let n = 1; n <= 30; n += 1) {
    await db
      .insertInto('bank_questions')
      .values({
        tenant_id: TENANT,
        course_id: courseId,
        text: `سؤال ${n}`,
        image_path: null,
        type: 'MultipleChoice',
        options: JSON.stringify([0, 1, 2, 3].map((o) => ({ text: `إجابة ${o}`, imagePath: null }))),
        correct_index: n % 4,
        explanation: '',
        explanation_image_path: null,
        unit_tag: n <= 15 ? 'u1' : 'u2',
        topic: '',
        difficulty: n % 2 ? 'easy' : 'hard',
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  await db
    .insertInto('exams')
    .values({
      lesson_id: lesson.id,
      tenant_id: TENANT,
      draw: JSON.stringify({
        kind: 'quotas',
        quotas: [
          { count: 5, difficulty: 'easy', unit: null },
          { count: 5, difficulty: 'hard', unit: null },
        ],
      }),
      duration_seconds: 3600,
      question_seconds: null,
      opens_at: null,
      closes_at: null,
      attempts_allowed: 1,
      reveal: 'score',
      reveal_after_close: 0,
      updated_at: at,
    })
    .execute();
  const userIds: string[] = [];
  for (let from = 0; from < STUDENTS; from += 500) {
    const users = Array.from({ length: Math.min(500, STUDENTS - from) }, (_, i) => {
      const n = from + i;
      return {
        id: crypto.randomUUID(),
        tenant_id: TENANT,
        role: 'Student' as const,
        user_name: `طالب ${n}`,
        email: `bench-${n}@exam.test`,
        phone_number: `010${String(n).padStart(8, '0')}`,
        parent_phone: `011${String(n).padStart(8, '0')}`,
        academic_year: 'Secondary3' as const,
        image_path: null,
        password_hash: 'not-used',
        email_confirmed: 1 as const,
        active: 1 as const,
        registration_date: at,
        updated_at: at,
      };
    });
    await db.insertInto('users').values(users).execute();
    await db
      .insertInto('enrollments')
      .values(
        users.map((user) => ({
          tenant_id: TENANT,
          user_id: user.id,
          course_id: courseId,
          enrollment_date: at,
          source: 'admin',
          course_code_id: null,
        })),
      )
      .execute();
    userIds.push(...users.map((user) => user.id));
  }
  await handle.close();
  return { lessonId: lesson.id, userIds };
}

function startServer(engine: Engine, dataDir: string, schema: string | undefined): ChildProcess {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops
  const profile = env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(env.BENCH_CPU_PROF)}`]
    : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', path.join(apiDir, 'src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: engine === 'postgres' ? env.TEST_DATABASE_URL : '',
      DATABASE_SCHEMA: schema ?? '',
      JWT_SECRET,
      CODE_HASH_KEY: 'bench-code-hash-key-0123456789abcdef0123',
      SETTINGS_KEY: 'bench-settings-key-0123456789abcdef01234',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_WEB_DIR: path.join(dataDir, 'no-web'),
      GLOBAL_LIMIT_PER_IP: '1000000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForServer(child: ChildProcess) {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await request('GET', '/healthz', {}).then((r) => r.status === 200);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start within 60 s');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function request(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  return new Promise<{ status: number; ms: number; json: unknown }>((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: url,
        agent,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let json: unknown = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, json });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, json: null }));
    req.end(payload);
  });
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

interface BenchAttempt {
  id: number;
  questions: Array<{ id: number; options: unknown[] }>;
}

interface Acknowledged {
  attemptId: number;
  questionId: number;
  option: number;
}

async function runEngine(engine: Engine) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-bench-exam-'));
  const schema = engine === 'postgres' ? `bench_exam_${Date.now()}` : undefined;
  log(`[${engine}] seeding ${STUDENTS} students…`);
  const { lessonId, userIds } = await seed(engine, dataDir, schema);
  let server = startServer(engine, dataDir, schema);
  await waitForServer(server);

  const startMs: number[] = [];
  const answerMs: number[] = [];
  // [seconds since the run started, ms] of every measured request, for the timeline
  const timeline: Array<[number, number]> = [];
  const acknowledged: Acknowledged[] = [];
  let refused = 0;
  let otherFailures = 0;
  let restarting = false;
  let killedAt = -1;
  const now = new Date();
  const runStarted = performance.now();
  const totalS = RAMP_S + EVERY_S * (QUESTIONS + 1);

  const student = async (userId: string, index: number) => {
    const token = signAccessToken(
      JWT_SECRET,
      { sub: userId, tid: TENANT, role: 'Student', did: `d${index}`, sid: null },
      now,
    );
    const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': TENANT };
    await new Promise((resolve) => setTimeout(resolve, Math.random() * RAMP_S * 1000));
    let attempt = null as BenchAttempt | null;
    let next = 0;
    while (next < QUESTIONS && performance.now() - runStarted < (totalS + 30) * 1000) {
      if (!attempt) {
        const response = await request('POST', `/api/exams/${lessonId}/start`, headers);
        if (response.status === 200) {
          if (!restarting) {
            startMs.push(response.ms);
            timeline.push([(performance.now() - runStarted) / 1000, response.ms]);
          }
          attempt = (response.json as { data: { attempt: BenchAttempt } }).data.attempt;
        } else if (response.status === 0 || restarting) refused += 1;
        else otherFailures += 1;
      } else {
        const question = attempt.questions[next]!;
        const option = (index + next) % question.options.length;
        const response = await request('PUT', `/api/exam-attempts/${attempt.id}/answers`, headers, {
          questionId: question.id,
          option,
        });
        if (response.status === 200) {
          if (!restarting) {
            answerMs.push(response.ms);
            timeline.push([(performance.now() - runStarted) / 1000, response.ms]);
          }
          acknowledged.push({ attemptId: attempt.id, questionId: question.id, option });
          next += 1;
        } else if (response.status === 0 || restarting) refused += 1;
        else otherFailures += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, EVERY_S * 1000 * (0.9 + Math.random() * 0.2)));
    }
  };

  const killer = KILL
    ? (async () => {
        await new Promise((resolve) => setTimeout(resolve, (RAMP_S + EVERY_S * 3) * 1000));
        restarting = true;
        killedAt = (performance.now() - runStarted) / 1000;
        log(`[${engine}] kill -9 of the server with ${acknowledged.length} answers acknowledged`);
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGKILL');
        await exited;
        server = startServer(engine, dataDir, schema);
        await waitForServer(server);
        restarting = false;
        log(`[${engine}] restarted`);
      })()
    : Promise.resolve();

  await Promise.all([...userIds.map((userId, index) => student(userId, index)), killer]);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;

  // every acknowledged answer is in the database, as the stored option it named
  const handle = await connectDatabase(connection(engine, dataDir, schema));
  const attempts = await handle.db.selectFrom('exam_attempts').select(['id', 'questions']).execute();
  const orders = new Map(
    attempts.map((a) => [a.id, JSON.parse(a.questions) as Array<{ q: number; o: number[] }>]),
  );
  const stored = await handle.db
    .selectFrom('exam_answers')
    .select(['attempt_id', 'question_id', 'chosen'])
    .execute();
  const storedKey = new Set(stored.map((row) => `${row.attempt_id}:${row.question_id}:${row.chosen}`));
  const lost = acknowledged.filter((ack) => {
    const order = orders.get(ack.attemptId)?.find((q) => q.q === ack.questionId)?.o;
    return !order || !storedKey.has(`${ack.attemptId}:${ack.questionId}:${order[ack.option]}`);
  });
  const duplicates = attempts.length - new Set(attempts.map((a) => a.id)).size;
  if (engine === 'postgres') await sql`DROP SCHEMA ${sql.id(schema!)} CASCADE`.execute(handle.db);
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (env.BENCH_EXAM_TIMELINE) printTimeline(engine, timeline, killedAt);
  return {
    engine,
    startMs,
    answerMs,
    acknowledged: acknowledged.length,
    lost: lost.length,
    refused,
    otherFailures,
    attempts: attempts.length,
    duplicates,
  };
}

/** BENCH_EXAM_TIMELINE=1: requests per 10 s window with their p50 and p99, to see where slow ones cluster. */
function printTimeline(engine: Engine, timeline: Array<[number, number]>, killedAt: number) {
  const windows = new Map<number, number[]>();
  for (const [at, ms] of timeline) {
    const window = Math.floor(at / 10) * 10;
    windows.set(window, [...(windows.get(window) ?? []), ms]);
  }
  log(
    `[${engine}] timeline${killedAt >= 0 ? ` (killed at ${killedAt.toFixed(0)} s)` : ''}: window s, requests, p50 ms, p99 ms`,
  );
  for (const [window, values] of [...windows].sort((a, b) => a[0] - b[0]))
    log(
      `  ${window}\t${values.length}\t${percentile(values, 50).toFixed(0)}\t${percentile(values, 99).toFixed(0)}`,
    );
}

const engines: Engine[] = env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
const only = env.BENCH_ENGINES?.split(',') as Engine[] | undefined;
const rows = [];
for (const engine of engines.filter((e) => !only || only.includes(e))) rows.push(await runEngine(engine));
log(
  `\n${STUDENTS} students, start within ${RAMP_S} s, an answer every ${EVERY_S} s, kill -9 mid-run: ${KILL ? 'yes' : 'no'}; load ${os.loadavg()[0]!.toFixed(2)}`,
);
log(
  '| engine | start p50 ms | start p99 ms | start max ms | answer p50 ms | answer p99 ms | answer max ms | answers acked | acked lost | refused in restart | other failures |',
);
log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
let failed = false;
for (const row of rows) {
  const f = (n: number) => n.toFixed(1);
  log(
    `| ${row.engine} | ${f(percentile(row.startMs, 50))} | ${f(percentile(row.startMs, 99))} | ${f(Math.max(0, ...row.startMs))} | ${f(percentile(row.answerMs, 50))} | ${f(percentile(row.answerMs, 99))} | ${f(Math.max(0, ...row.answerMs))} | ${row.acknowledged} | ${row.lost} | ${row.refused} | ${row.otherFailures} |`,
  );
  if (row.lost > 0 || percentile(row.startMs, 99) > 200 || percentile(row.answerMs, 99) > 200) failed = true;
}
process.exit(failed ? 1 : 0);
