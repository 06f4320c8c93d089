/**
 * The console's students table on a generated tenant: 50,000 students (Arabic names), 20 courses,
 * two enrolments per student, activity spread over a year. Times listStudents (search + filter +
 * sort + page, with its count) and prints p50/p95 per query shape.
 *
 *   tsx apps/api/bench/students-table.ts                      # SQLite (a temporary file)
 *   BENCH_DATABASE_URL=postgres://… tsx apps/api/bench/students-table.ts   # PostgreSQL (own schema, dropped after)
 *
 * STUDENTS (default 50000) and RUNS (default 30) change the size and the repetitions.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { listStudents, type ListStudentsOptions } from '../src/domain/students/list-students.ts';

const STUDENTS = Number(process.env.STUDENTS ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 30);
const TENANT = 'bench-tenant';
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-bench-students-'));
const pgSchema = databaseUrl ? `bench_${crypto.randomBytes(4).toString('hex')}` : undefined;

const FIRST = [
  'أحمد',
  'محمد',
  'مريم',
  'سارة',
  'يوسف',
  'إبراهيم',
  'فاطمة',
  'عمر',
  'ليلى',
  'خالد',
  'نور',
  'هدى',
];
const LAST = ['عبد الله', 'حسن', 'علي', 'السيد', 'إسماعيل', 'مصطفى', 'عثمان', 'الشافعي', 'منصور', 'رمضان'];
const GRADES = ['Secondary1', 'Secondary2', 'Secondary3'] as const;

async function main() {
  const handle = await connectDatabase({ databaseUrl, dataDir, pgSchema, poolSize: 5 });
  const db = handle.db;
  try {
    await migrateToLatest(db, { schema: pgSchema });
    const at = '2026-01-01T00:00:00.000Z';
    await db
      .insertInto('tenants')
      .values({ id: TENANT, name: TENANT, domains: '[]', created_at: at })
      .execute();
    const courseIds = Array.from({ length: 20 }, () => crypto.randomUUID());
    await db
      .insertInto('courses')
      .values(
        courseIds.map((id, index) => ({
          id,
          tenant_id: TENANT,
          course_name: `كورس ${index + 1}`,
          description: '',
          image_path: null,
          grade: GRADES[index % 3]!,
          term: 'First' as const,
          price: 100,
          active: 1 as const,
          is_open_to_all: 0 as const,
          created_at: at,
          modification_date: at,
        })),
      )
      .execute();
    const started = Date.now();
    const chunk = 500;
    for (let offset = 0; offset < STUDENTS; offset += chunk) {
      const users = Array.from({ length: Math.min(chunk, STUDENTS - offset) }, (_, k) => {
        const n = offset + k;
        const day = new Date(
          Date.UTC(2025, 0, 1) + (n % 365) * 86_400_000 + (n % 86_400) * 1000,
        ).toISOString();
        return {
          id: crypto.randomUUID(),
          tenant_id: TENANT,
          role: 'Student' as const,
          user_name: `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / 12) % LAST.length]} ${n}`,
          email: `student${n}@example.com`,
          phone_number: `010${String(n).padStart(8, '0')}`,
          parent_phone: `011${String(n).padStart(8, '0')}`,
          academic_year: GRADES[n % 3]!,
          image_path: null,
          password_hash: 'x',
          email_confirmed: 1 as const,
          active: 1 as const,
          registration_date: day,
          updated_at: day,
          last_activity_at: n % 10 === 0 ? null : day,
        };
      });
      await db.insertInto('users').values(users).execute();
      await db
        .insertInto('enrollments')
        .values(
          users.flatMap((user, k) =>
            [0, 7].map((shift) => ({
              tenant_id: TENANT,
              user_id: user.id,
              course_id: courseIds[(offset + k + shift) % 20]!,
              enrollment_date: user.registration_date,
              source: 'code',
              course_code_id: null,
            })),
          ),
        )
        .execute();
    }
    if (pgSchema) await sql`ANALYZE`.execute(db);
    else await sql`ANALYZE`.execute(db);
    console.log(
      `${databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${STUDENTS} students, 20 courses, ${STUDENTS * 2} enrolments generated in ${Date.now() - started} ms`,
    );

    const ctx = { db, tenantId: TENANT, now: () => new Date() };
    const base: ListStudentsOptions = { page: 1, pageSize: 20, sort: 'activity_desc' };
    const shapes: Array<[string, ListStudentsOptions]> = [
      ['first page, last activity newest first', base],
      ['page 500, last activity oldest first', { ...base, page: 500, sort: 'activity_asc' }],
      ['sorted by name', { ...base, sort: 'name' }],
      ['grade filter + registration date', { ...base, grade: 'Secondary2', sort: 'registered_desc' }],
      ['course filter', { ...base, courseId: courseIds[3] }],
      ['search Arabic name (folded)', { ...base, q: 'ابراهيم' }],
      ['search two words + course', { ...base, q: 'مريم علي', courseId: courseIds[5] }],
      ['search phone', { ...base, q: '01000012345' }],
      ['search email', { ...base, q: 'student4242@' }],
      ['search no match', { ...base, q: 'zzzzqqq' }],
    ];
    for (const [label, options] of shapes) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS + 2; run += 1) {
        const t0 = performance.now();
        const page = await listStudents(ctx, options);
        const elapsed = performance.now() - t0;
        total = page.totalCount;
        if (run >= 2) times.push(elapsed); // two warm-up runs
      }
      times.sort((a, b) => a - b);
      const pick = (q: number) =>
        times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
      console.log(
        `${label.padEnd(42)} p50 ${pick(0.5).padStart(7)} ms  p95 ${pick(0.95).padStart(7)} ms  (${total} rows)`,
      );
    }
  } finally {
    if (pgSchema)
      await sql`DROP SCHEMA IF EXISTS ${sql.id(pgSchema)} CASCADE`.execute(db).catch(() => undefined);
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
