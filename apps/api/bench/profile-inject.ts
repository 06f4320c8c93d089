/**
 * In-process timing of the benched endpoints through `app.inject` (no network, no autocannon),
 * to see where a request's time goes: `tsx apps/api/bench/profile-inject.ts` (or
 * `node --cpu-prof --import tsx …` for a CPU profile). CPU time per request is printed because
 * wall time on a shared machine mostly measures the neighbours.
 * Env: ONLY=tree,active,content,quiz,health picks endpoints; N requests each (2000);
 * STMT_CACHE=1 patches better-sqlite3 with a prepared-statement cache, to measure what one in
 * `src/db/connect.ts` would save.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { hashPassword } from '../src/domain/auth/passwords.ts';
import { BENCH_PASSWORD, seedLoad } from './seed-load.ts';

if (process.env.STMT_CACHE) {
  // experiment: what a prepared-statement cache in the SQLite connection would save
  const { default: Sqlite } = await import('better-sqlite3');
  const proto = Sqlite.prototype as unknown as {
    prepare: (sql: string) => unknown;
    __cache?: Map<string, unknown>;
  };
  const original = proto.prepare;
  proto.prepare = function (this: { __cache?: Map<string, unknown> }, sql: string) {
    this.__cache ??= new Map();
    let stmt = this.__cache.get(sql);
    if (!stmt) {
      stmt = original.call(this, sql);
      if (this.__cache.size > 500) this.__cache.clear();
      this.__cache.set(sql, stmt);
    }
    return stmt;
  } as typeof original;
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-profile-'));
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
  GLOBAL_LIMIT_PER_IP: '1000000000',
  PUBLIC_WEB_DIR: '/nonexistent',
});
const app = await buildApp({ config, dbHandle: handle, logger: false });
await app.ready();
const student = dataset.students[0]!;
const login = await app.inject({
  method: 'POST',
  url: '/api/Auth/login',
  headers: { 'x-tenant-id': 'tenant5', deviceid: 'p1' },
  payload: { EmailorMobile: student.email, password: BENCH_PASSWORD },
});
const token = (login.json() as { token: string }).token;
const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': 'tenant5', deviceid: 'p1' };
const course = dataset.courses[student.courseIndexes[0]!]!;
const urls = {
  tree: `/api/Course/tree-course-with-progress?courseid=${course.id}`,
  active: '/api/AdminStudent/CourseActive?grade=Secondary1&pagesize=5',
  content: `/api/Student/contentlesson/${course.units[1]![0]}`,
  quiz: `/api/Student/contentlesson/${course.units[1]![9]}`,
  health: '/healthz',
  contact: '/api/Contact/getAll',
  enrolled: `/api/AdminStudent/IsEnrolled?courseId=${course.id}&studentId=${student.id}`,
};
for (const [name, url] of Object.entries(urls).filter(
  ([name]) => !process.env.ONLY || process.env.ONLY.split(',').includes(name),
)) {
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
  const n = Number(process.env.N ?? 2000);
  for (let i = 0; i < 300; i += 1) await app.inject({ method: 'GET', url, headers });
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < n; i += 1) await app.inject({ method: 'GET', url, headers });
  const cpu = process.cpuUsage(cpuStart);
  const us = Number(process.hrtime.bigint() - start) / 1000 / n;
  const cpuUs = (cpu.user + cpu.system) / n;
  // CPU time per request is the figure to compare on a shared machine (wall time includes waiting for a core)
  console.log(
    `${name}: ${cpuUs.toFixed(0)} µs CPU/request, ${us.toFixed(0)} µs wall, ${first.body.length} bytes`,
  );
}
if (process.env.DOMAIN) {
  // the domain functions alone, without HTTP/Fastify: what the framework costs is the difference
  const { listActiveCourses } = await import('../src/domain/courses/list-active-courses.ts');
  const { getCourseTreeWithProgress, getCourseTreeWithProgressJson } =
    await import('../src/domain/courses/get-course-tree-with-progress.ts');
  const { getLessonContent } = await import('../src/domain/lessons/get-lesson-content.ts');
  const ctx = { db: handle.db, tenantId: 'tenant5', now: () => new Date() };
  const calls: Record<string, () => Promise<unknown>> = {
    'domain tree': () => getCourseTreeWithProgress(ctx, { userId: student.id, courseId: course.id }),
    'domain tree+stringify': async () =>
      JSON.stringify(await getCourseTreeWithProgress(ctx, { userId: student.id, courseId: course.id })),
    'domain tree json': () => getCourseTreeWithProgressJson(ctx, { userId: student.id, courseId: course.id }),
    'domain active': () => listActiveCourses(ctx, { grade: 'Secondary1', pageNumber: 1, pageSize: 5 }),
    'domain content': () => getLessonContent(ctx, { userId: student.id, lessonId: course.units[1]![0]! }),
  };
  for (const [name, call] of Object.entries(calls)) {
    const n = Number(process.env.N ?? 2000);
    for (let i = 0; i < 300; i += 1) await call();
    const cpuStart = process.cpuUsage();
    for (let i = 0; i < n; i += 1) await call();
    const cpu = process.cpuUsage(cpuStart);
    console.log(`${name}: ${((cpu.user + cpu.system) / n).toFixed(0)} µs CPU/call`);
  }
}
await app.close();
await handle.close();
fs.rmSync(dataDir, { recursive: true, force: true });
