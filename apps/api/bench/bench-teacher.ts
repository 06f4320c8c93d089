/**
 * The teacher's console at scale (`npm run bench:teacher`): generates one tenant of 50,000
 * students, 20 courses (8 units of 10 lessons, two of them quizzes) and about 2,000,000 progress
 * rows (lesson completions, quiz submissions and attempts), on SQLite in a temp DATA_DIR and, when
 * a PostgreSQL URL is given, in a fresh schema; then times each console read through the whole
 * Fastify pipeline (`app.inject`: auth, validation, serialisation; no port is opened) and prints
 * p50/p95 per query and engine. Removes what it created and exits.
 *
 * Options (environment): BENCH_DATABASE_URL (default TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test; `none` skips PostgreSQL), BENCH_ENGINES (sqlite,postgres),
 * BENCH_STUDENTS (50000), BENCH_PROGRESS_ROWS (2000000), BENCH_RUNS (40 per query),
 * BENCH_SQLITE_DIR (keep the generated SQLite DATA_DIR there, and reuse it when it already holds one).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { TEACHER_ENDPOINT_ROUTES } from '@dars/core/contract/teacher-routes';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase, type Engine } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { backfillLastQuiz } from '../src/db/migrations/0010_dashboard_indexes.ts';
import { hashPassword } from '../src/domain/auth/passwords.ts';

const env = process.env;
const STUDENTS = Number(env.BENCH_STUDENTS ?? 50_000);
const PROGRESS_ROWS = Number(env.BENCH_PROGRESS_ROWS ?? 2_000_000);
const RUNS = Number(env.BENCH_RUNS ?? 40);
const COURSES = 20;
const UNITS_PER_COURSE = 8;
const LESSONS_PER_UNIT = 10;
const QUIZ_POSITIONS = new Set([5, 10]);
const TENANT = 'bench-teacher';
const PASSWORD = 'Bench@2026';
const DEVICE = 'bench-device';
const DAY = 86_400_000;
const NOW = Date.now();
const pgUrl = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const engines = (env.BENCH_ENGINES ?? 'sqlite,postgres')
  .split(',')
  .map((e) => e.trim())
  .filter(
    (e): e is Engine => (e === 'sqlite' || e === 'postgres') && !(e === 'postgres' && pgUrl === 'none'),
  );

const log = (message: string) => process.stdout.write(`${message}\n`);

/** A small seeded generator, so both engines get the same data. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const uuid = (rand: () => number) =>
  [8, 4, 4, 4, 12]
    .map((n) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join(''))
    .join('-');

const FIRST_NAMES = [
  'محمد',
  'أحمد',
  'مريم',
  'سارة',
  'يوسف',
  'نور',
  'عمر',
  'فاطمة',
  'خالد',
  'هنا',
  'علي',
  'ليلى',
];
const LAST_NAMES = ['حسن', 'إبراهيم', 'السيد', 'عبدالله', 'مصطفى', 'محمود', 'سليمان', 'فؤاد'];

type Value = string | number | null;
interface Sink {
  insert(table: string, columns: string[], rows: Value[][]): Promise<void>;
}

/** The generated tenant, streamed into `sink` in batches. Returns what the queries rotate over. */
async function generate(sink: Sink, staffHash: string) {
  const rand = random(20_260_301);
  const created = iso(NOW - 400 * DAY);
  await sink.insert('tenants', ['id', 'name', 'domains', 'created_at'], [[TENANT, 'Bench', '[]', created]]);
  const courses: string[] = [];
  const lessonsOfCourse: Array<Array<{ id: number; quiz: boolean; pass: number; keyShown: number }>> = [];
  const courseRows: Value[][] = [];
  const unitRows: Value[][] = [];
  const lessonRows: Value[][] = [];
  const quizzes: number[] = [];
  let unitId = 0;
  let lessonId = 0;
  for (let c = 0; c < COURSES; c += 1) {
    const id = uuid(rand);
    courses.push(id);
    courseRows.push([
      id,
      TENANT,
      `مقرر ${c + 1}`,
      '',
      ['Secondary1', 'Secondary2', 'Secondary3'][c % 3]!,
      100,
      1,
      0,
      created,
      created,
    ]);
    const lessons: (typeof lessonsOfCourse)[number] = [];
    for (let u = 1; u <= UNITS_PER_COURSE; u += 1) {
      unitId += 1;
      unitRows.push([unitId, TENANT, id, `الوحدة ${u}`, u, 1]);
      for (let p = 1; p <= LESSONS_PER_UNIT; p += 1) {
        lessonId += 1;
        const quiz = QUIZ_POSITIONS.has(p);
        const keyShown = quiz && lessonId % 2 === 0 ? 1 : 0;
        lessonRows.push([
          lessonId,
          TENANT,
          unitId,
          quiz ? `اختبار ${p}` : `درس ${p}`,
          p,
          1,
          quiz ? 'Quiz' : 'Video',
          quiz ? 1 : 0,
          keyShown,
          60,
        ]);
        lessons.push({ id: lessonId, quiz, pass: 60, keyShown });
        if (quiz) quizzes.push(lessonId);
      }
    }
    lessonsOfCourse.push(lessons);
  }
  await sink.insert(
    'courses',
    [
      'id',
      'tenant_id',
      'course_name',
      'description',
      'grade',
      'price',
      'active',
      'is_open_to_all',
      'created_at',
      'modification_date',
    ],
    courseRows,
  );
  await sink.insert('units', ['id', 'tenant_id', 'course_id', 'unit_name', 'position', 'active'], unitRows);
  await sink.insert(
    'lessons',
    [
      'id',
      'tenant_id',
      'unit_id',
      'lesson_name',
      'position',
      'active',
      'type',
      'is_retake',
      'is_answer_displayed',
      'pass_degree',
    ],
    lessonRows,
  );
  const batchRows: Value[][] = courses.map((course, i) => [
    i + 1,
    TENANT,
    'course',
    course,
    0,
    'بطاقات',
    created,
  ]);
  await sink.insert(
    'code_batches',
    ['id', 'tenant_id', 'kind', 'target_id', 'count', 'label', 'created_at'],
    batchRows,
  );

  const staffId = crypto.randomUUID();
  const userColumns = [
    'id',
    'tenant_id',
    'role',
    'user_name',
    'email',
    'phone_number',
    'parent_phone',
    'academic_year',
    'password_hash',
    'email_confirmed',
    'active',
    'registration_date',
    'updated_at',
    'last_activity_at',
  ];
  await sink.insert('users', userColumns, [
    [
      staffId,
      TENANT,
      'Admin',
      'المعلم',
      'teacher@bench.test',
      '01000000000',
      '01000000000',
      'Secondary3',
      staffHash,
      1,
      1,
      created,
      created,
      null,
    ],
  ]);

  // students with their enrolments and progress, in batches
  const enrolmentsPerStudent = (r: number) => (r < 0.65 ? 1 : r < 0.95 ? 2 : 3);
  // depth: lessons completed in order, most students early in a course (depth = max · r^k), with k
  // chosen so that the rows come near PROGRESS_ROWS
  const maxDepth = UNITS_PER_COURSE * LESSONS_PER_UNIT;
  const expectedEnrolments = STUDENTS * 1.38;
  const rowsPerLesson = 1 + (QUIZ_POSITIONS.size / LESSONS_PER_UNIT) * 2.1; // completion, submission, ~1.1 attempts
  const meanDepth = PROGRESS_ROWS / expectedEnrolments / rowsPerLesson;
  const exponent = Math.max(0.2, maxDepth / meanDepth - 1);
  const users: Value[][] = [];
  const enrolments: Value[][] = [];
  const codes: Value[][] = [];
  const completions: Value[][] = [];
  const submissions: Value[][] = [];
  const attempts: Value[][] = [];
  const counts = { completions: 0, submissions: 0, attempts: 0, enrolments: 0 };
  let enrolmentId = 0;
  let codeId = 0;
  const flush = async (force: boolean) => {
    const parts: Array<[string, string[], Value[][]]> = [
      ['users', userColumns, users],
      [
        'course_codes',
        ['id', 'tenant_id', 'batch_id', 'course_id', 'code_hash', 'created_at', 'redeemed_by', 'redeemed_at'],
        codes,
      ],
      [
        'enrollments',
        ['id', 'tenant_id', 'user_id', 'course_id', 'enrollment_date', 'source', 'course_code_id'],
        enrolments,
      ],
      ['lesson_completions', ['tenant_id', 'user_id', 'lesson_id', 'completed_at'], completions],
      [
        'quiz_submissions',
        [
          'tenant_id',
          'user_id',
          'lesson_id',
          'score',
          'correct_count',
          'total_count',
          'notes',
          'answers',
          'attempts',
          'submitted_at',
        ],
        submissions,
      ],
      [
        'quiz_attempts',
        [
          'tenant_id',
          'user_id',
          'lesson_id',
          'attempt_number',
          'score',
          'correct_count',
          'total_count',
          'answers',
          'key_shown',
          'submitted_at',
        ],
        attempts,
      ],
    ];
    if (!force && completions.length < 20_000) return;
    for (const [table, columns, rows] of parts) {
      if (rows.length) await sink.insert(table, columns, rows.splice(0));
    }
  };
  for (let s = 0; s < STUDENTS; s += 1) {
    const id = uuid(rand);
    const name = `${FIRST_NAMES[s % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(s / 12) % LAST_NAMES.length]} ${s}`;
    const registered = NOW - Math.floor(rand() * 365 * DAY);
    const activity = rand() < 0.08 ? null : iso(NOW - Math.floor(rand() * 60 * DAY));
    users.push([
      id,
      TENANT,
      'Student',
      name,
      `s${s}@bench.test`,
      `01${String(100_000_000 + s).padStart(9, '0')}`,
      '01200000000',
      ['Secondary1', 'Secondary2', 'Secondary3'][s % 3]!,
      'x',
      1,
      rand() < 0.02 ? 0 : 1,
      iso(registered),
      iso(registered),
      activity,
    ]);
    const taken = new Set<number>();
    for (let e = enrolmentsPerStudent(rand()); e > 0; e -= 1) {
      const c = Math.floor(rand() * COURSES);
      if (taken.has(c)) continue;
      taken.add(c);
      const enrolled = NOW - Math.floor(rand() * 120 * DAY);
      enrolmentId += 1;
      counts.enrolments += 1;
      let code: number | null = null;
      if (rand() < 0.6) {
        codeId += 1;
        code = codeId;
        codes.push([codeId, TENANT, c + 1, courses[c]!, `h${codeId}`, created, id, iso(enrolled)]);
      }
      enrolments.push([enrolmentId, TENANT, id, courses[c]!, iso(enrolled), code ? 'code' : 'free', code]);
      const depth = Math.min(maxDepth, Math.floor((maxDepth + 1) * rand() ** exponent));
      const lessons = lessonsOfCourse[c]!.slice(0, depth);
      lessons.forEach((lesson, index) => {
        const at = iso(Math.min(NOW, enrolled + index * 3_600_000));
        completions.push([TENANT, id, lesson.id, at]);
        counts.completions += 1;
        if (!lesson.quiz) return;
        const tries = rand() < 0.1 ? 2 : 1;
        let score = 0;
        for (let n = 1; n <= tries; n += 1) {
          score = Math.floor(rand() * 101);
          attempts.push([
            TENANT,
            id,
            lesson.id,
            n,
            score,
            Math.round(score / 10),
            10,
            '[]',
            lesson.keyShown,
            at,
          ]);
          counts.attempts += 1;
        }
        submissions.push([TENANT, id, lesson.id, score, Math.round(score / 10), 10, '', '[]', tries, at]);
        counts.submissions += 1;
      });
    }
    await flush(false);
  }
  await flush(true);
  return { courses, quizzes, counts, pages: Math.max(1, Math.floor(STUDENTS / 20)) };
}

function sqliteSink(file: BetterSqlite3.Database): Sink {
  return {
    async insert(table, columns, rows) {
      const statement = file.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      file.transaction(() => {
        for (const row of rows) statement.run(row);
      })();
    },
  };
}

function postgresSink(client: pg.Client, types: Record<string, Record<string, string>>): Sink {
  return {
    async insert(table, columns, rows) {
      // one statement per batch: each column as an array, unnested into rows
      for (let start = 0; start < rows.length; start += 20_000) {
        const slice = rows.slice(start, start + 20_000);
        const arrays = columns.map((_, i) => slice.map((row) => row[i] ?? null));
        const casts = columns.map((column, i) => `$${i + 1}::${types[table]![column] ?? 'text'}[]`);
        await client.query(
          `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${casts.join(', ')})`,
          arrays,
        );
      }
    },
  };
}

interface Measure {
  engine: Engine;
  query: string;
  p50: number;
  p95: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function benchEngine(engine: Engine): Promise<Measure[]> {
  const kept = engine === 'sqlite' ? env.BENCH_SQLITE_DIR : undefined;
  const reuse = kept !== undefined && fs.existsSync(path.join(kept, 'bench.json'));
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dars-bench-teacher-'));
  if (kept) fs.mkdirSync(kept, { recursive: true });
  const pgSchema =
    engine === 'postgres' ? `bench_teacher_${crypto.randomBytes(4).toString('hex')}` : undefined;
  const databaseUrl = engine === 'postgres' ? pgUrl : undefined;
  let handle = await connectDatabase({ databaseUrl, dataDir, pgSchema, poolSize: 5 });
  const staffHash = await hashPassword(PASSWORD);
  const started = Date.now();
  let dataset: Awaited<ReturnType<typeof generate>>;
  try {
    await migrateToLatest(handle.db, { schema: pgSchema });
    if (reuse) {
      dataset = JSON.parse(fs.readFileSync(path.join(dataDir, 'bench.json'), 'utf8')) as typeof dataset;
    } else if (engine === 'sqlite') {
      await handle.close();
      const file = new BetterSqlite3(path.join(dataDir, 'dars.sqlite'));
      file.pragma('journal_mode = WAL');
      file.pragma('synchronous = OFF');
      dataset = await generate(sqliteSink(file), staffHash);
      file.pragma('wal_checkpoint(TRUNCATE)');
      file.close();
      handle = await connectDatabase({ dataDir });
    } else {
      const client = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${pgSchema}` });
      await client.connect();
      try {
        const columns = await client.query<{ table_name: string; column_name: string; data_type: string }>(
          'SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = $1',
          [pgSchema],
        );
        const types: Record<string, Record<string, string>> = {};
        for (const row of columns.rows) {
          (types[row.table_name] ??= {})[row.column_name] = row.data_type;
        }
        // bulk load: foreign keys were checked by construction
        await client.query('SET session_replication_role = replica');
        dataset = await generate(postgresSink(client, types), staffHash);
        await client.query('SET session_replication_role = DEFAULT');
        await client.query('ANALYZE');
      } finally {
        await client.end();
      }
    }
    if (!reuse) {
      // what migration 0010 does for existing submissions (the bench writes rows directly)
      const backfillStarted = Date.now();
      await backfillLastQuiz(handle.db as unknown as Kysely<unknown>);
      if (engine === 'postgres') await sql`ANALYZE users`.execute(handle.db);
      log(
        `${engine}: last quiz of every student backfilled in ${((Date.now() - backfillStarted) / 1000).toFixed(1)} s`,
      );
      if (kept) fs.writeFileSync(path.join(dataDir, 'bench.json'), JSON.stringify(dataset));
    }
    const { counts } = dataset;
    log(
      `${engine}: generated in ${((Date.now() - started) / 1000).toFixed(1)} s: ${STUDENTS} students, ${COURSES} courses, ` +
        `${counts.enrolments} enrolments, progress rows ${counts.completions + counts.submissions + counts.attempts} ` +
        `(${counts.completions} completions, ${counts.submissions} submissions, ${counts.attempts} attempts)`,
    );

    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_WEB_DIR: path.join(dataDir, 'no-web'),
      JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
      CODE_HASH_KEY: 'bench-code-hash-key-0123456789abcdef0123',
      SETTINGS_KEY: 'bench-settings-key-0123456789abcdef01234',
      GLOBAL_LIMIT_PER_IP: '1000000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const app = await buildApp({ config, dbHandle: handle, logger: false });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        headers: { 'x-tenant-id': TENANT, deviceid: DEVICE },
        payload: { EmailorMobile: 'teacher@bench.test', password: PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
      const headers = {
        authorization: `Bearer ${(login.json() as { token: string }).token}`,
        'x-tenant-id': TENANT,
        deviceid: DEVICE,
      };
      const queries: Array<[string, (run: number) => string]> = [
        ['dashboard: students + daily series', () => '/api/teacher/dashboard'],
        [
          'dashboard: course funnel',
          (run) => `/api/teacher/dashboard/funnel/${dataset.courses[run % COURSES]}`,
        ],
        [
          'dashboard: quiz score distribution',
          (run) =>
            `/api/teacher/dashboard/quiz-scores/${dataset.quizzes[(run * 7) % dataset.quizzes.length]}`,
        ],
        [
          'dashboard: students at risk (page)',
          (run) => `/api/teacher/dashboard/at-risk?page=${1 + ((run * 37) % 50)}&pageSize=20`,
        ],
      ];
      if ('teacherStudents' in TEACHER_ENDPOINT_ROUTES)
        queries.push(...studentsQueries(dataset.pages, dataset.courses));
      const results: Measure[] = [];
      for (const [name, url] of queries) {
        const times: number[] = [];
        for (let run = -3; run < RUNS; run += 1) {
          const t0 = performance.now();
          const response = await app.inject({ url: url(run + 3), headers });
          const ms = performance.now() - t0;
          if (response.statusCode !== 200)
            throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
          if (run >= 0) times.push(ms);
        }
        times.sort((a, b) => a - b);
        results.push({
          engine,
          query: name,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          max: times.at(-1)!,
        });
        log(`  ${name}: p95 ${percentile(times, 95).toFixed(1)} ms`);
      }
      return results;
    } finally {
      await app.close();
    }
  } finally {
    if (pgSchema)
      await sql`DROP SCHEMA IF EXISTS ${sql.id(pgSchema)} CASCADE`.execute(handle.db).catch(() => undefined);
    await handle.close();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The students table: search, sort and page (the console's students endpoint). */
function studentsQueries(pages: number, courses: string[]): Array<[string, (run: number) => string]> {
  const path = TEACHER_ENDPOINT_ROUTES['teacherStudents' as keyof typeof TEACHER_ENDPOINT_ROUTES].path;
  return [
    [
      'students: page, sorted by last activity',
      (run) => `${path}?page=${1 + ((run * 97) % pages)}&pageSize=20&sort=activity_desc`,
    ],
    [
      'students: search by name + sort + page',
      (run) =>
        `${path}?q=${encodeURIComponent(FIRST_NAMES[run % FIRST_NAMES.length]!)}&page=${1 + (run % 5)}&pageSize=20&sort=activity_desc`,
    ],
    [
      'students: search by phone',
      (run) => `${path}?q=0110000${String(run % 1000).padStart(3, '0')}&page=1&pageSize=20`,
    ],
    [
      'students: filter by course + sort',
      (run) => `${path}?courseId=${courses[run % courses.length]}&page=1&pageSize=20&sort=activity_desc`,
    ],
  ];
}

const results: Measure[] = [];
for (const engine of engines) results.push(...(await benchEngine(engine)));
const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
log(
  `\nmachine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${load}; ${RUNS} runs per query after 3 warm-ups`,
);
log(`| engine | query | p50 ms | p95 ms | max ms | ≤ 300 ms |`);
log(`|---|---|---:|---:|---:|---|`);
for (const r of results) {
  log(
    `| ${r.engine} | ${r.query} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.p95 <= 300 ? 'yes' : 'NO'} |`,
  );
}
process.exit(results.every((r) => r.p95 <= 300) ? 0 : 1);
