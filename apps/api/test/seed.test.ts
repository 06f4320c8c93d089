import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCode, redeemUnitCode } from '../src/domain/codes/index.ts';
import { readCsvRows } from '../src/files/index.ts';
import { DEMO_BATCH_LABEL, DEMO_CODES_FILE, seedDemoIfEmpty, type DemoCodes } from '../src/seed/index.ts';
import { authHeaders, createTestApp, engines, login, type TestApp } from './harness.ts';

describe.each(engines())('demo seed (%s)', (engine) => {
  let t: TestApp;
  let banner: string[];
  let codes: DemoCodes;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    // the harness creates tenant5 for every test app; the seed is for an empty database
    await t.db.deleteFrom('tenants').where('id', '=', 'tenant5').execute();
    const result = await seedDemoIfEmpty({
      db: t.db,
      engine,
      dataDir: t.dataDir,
      codeHashKey: t.config.codeHashKey,
      settingsKey: t.config.settingsKey,
    });
    expect(result.seeded).toBe(true);
    banner = result.banner ?? [];
    codes = JSON.parse(fs.readFileSync(path.join(t.dataDir, DEMO_CODES_FILE), 'utf8')) as DemoCodes;
  }, 120_000);
  afterAll(() => t?.close());

  const count = async (
    table:
      'courses' | 'units' | 'lessons' | 'users' | 'course_codes' | 'unit_codes' | 'books' | 'testimonials',
    tenantId = 'tenant5',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is idempotent: a second run does nothing', async () => {
    const before = await Promise.all([
      count('courses'),
      count('units'),
      count('users'),
      count('course_codes'),
      count('books'),
    ]);
    const again = await seedDemoIfEmpty({ db: t.db, dataDir: t.dataDir, codeHashKey: t.config.codeHashKey });
    expect(again).toEqual({ seeded: false });
    expect(
      await Promise.all([
        count('courses'),
        count('units'),
        count('users'),
        count('course_codes'),
        count('books'),
      ]),
    ).toEqual(before);
  });

  it('writes a catalogue shaped like the sample: grades, terms, free and paid, one open to all', async () => {
    const courses = await t.db.selectFrom('courses').selectAll().where('tenant_id', '=', 'tenant5').execute();
    expect(new Set(courses.map((c) => c.grade))).toEqual(new Set(['Secondary1', 'Secondary2', 'Secondary3']));
    expect(new Set(courses.map((c) => c.term))).toEqual(new Set(['First', 'Second']));
    const paid = courses.filter((c) => Number(c.price) > 0);
    expect(paid.length).toBeGreaterThanOrEqual(2);
    for (const c of paid) {
      expect(Number(c.price)).toBeGreaterThanOrEqual(49.99);
      expect(Number(c.price)).toBeLessThanOrEqual(99.99);
    }
    expect(courses.some((c) => Number(c.price) === 0)).toBe(true);
    expect(courses.filter((c) => c.is_open_to_all === 1)).toHaveLength(1);
    for (const course of courses) {
      const units = await t.db.selectFrom('units').select('id').where('course_id', '=', course.id).execute();
      expect(units.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every quiz 3 questions of 4 options with one correct, pass degree 70 and a 10/15/20-minute limit', async () => {
    const quizzes = await t.db
      .selectFrom('lessons')
      .selectAll()
      .where('tenant_id', '=', 'tenant5')
      .where('type', '=', 'Quiz')
      .execute();
    expect(quizzes.length).toBeGreaterThanOrEqual(15);
    for (const quiz of quizzes) {
      expect(quiz.pass_degree).toBe(70);
      expect([10, 15, 20]).toContain(quiz.time_limit_minutes);
      const questions = await t.db
        .selectFrom('quiz_questions')
        .select('id')
        .where('lesson_id', '=', quiz.id)
        .execute();
      expect(questions).toHaveLength(3);
      for (const q of questions) {
        const answers = await t.db
          .selectFrom('quiz_answers')
          .select('is_correct')
          .where('question_id', '=', q.id)
          .execute();
        expect(answers).toHaveLength(4);
        expect(answers.filter((a) => a.is_correct === 1)).toHaveLength(1);
      }
    }
  });

  it('uses the demo MP4, the demo PDF and one hosted-delivery iframe URL', async () => {
    const videos = await t.db
      .selectFrom('lessons')
      .select(['video_url', 'attachment_url'])
      .where('tenant_id', '=', 'tenant5')
      .where('type', '=', 'Video')
      .execute();
    expect(videos.some((v) => v.video_url === '/media/demo-lesson.mp4')).toBe(true);
    expect(
      videos.filter((v) => v.video_url?.startsWith('https://iframe.mediadelivery.net/embed/')),
    ).toHaveLength(1);
    expect(videos.some((v) => v.attachment_url === '/media/demo-material.pdf')).toBe(true);
    const mediaDir = path.resolve(import.meta.dirname, '../media');
    expect(fs.statSync(path.join(mediaDir, 'demo-lesson.mp4')).size).toBeLessThanOrEqual(300 * 1024);
    expect(fs.readFileSync(path.join(mediaDir, 'demo-material.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('writes the teacher profile, three testimonials, the contact record (TikTok empty) and books', async () => {
    const profile = await t.db
      .selectFrom('teacher_profiles')
      .selectAll()
      .where('tenant_id', '=', 'tenant5')
      .executeTakeFirstOrThrow();
    expect(profile.teacher_name).toBe('أ. محمد عبد الحميد');
    const details = JSON.parse(profile.details);
    expect(details.statistics).toMatchObject({
      years: 10,
      studentsPassed: 500,
      lessons: 1000,
      successRate: 95,
      students: 5000,
      videos: 99,
      support: '24/7',
    });
    expect(details.footerFigures).toEqual({ students: 5000, successRate: 99, rating: 5 });
    expect(details.theme).toEqual({ primary: '#14b8a6', secondary: '#7c3aed' });
    expect(details.subjects.length).toBeGreaterThan(0);
    expect(await count('testimonials')).toBe(3);
    const contact = await t.db
      .selectFrom('contacts')
      .selectAll()
      .where('tenant_id', '=', 'tenant5')
      .executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ whatsapp_number: '01012345678', tiktok_channel: '' });
    expect(contact.facebook_page).toMatch(/^https:\/\//);
    expect(contact.youtube_channel).toMatch(/^https:\/\//);
    const books = await t.db.selectFrom('books').select('grade').where('tenant_id', '=', 'tenant5').execute();
    expect(books.length).toBeGreaterThanOrEqual(4);
    expect(new Set(books.map((b) => b.grade)).size).toBe(3);
  });

  it('creates the demo student (enrolled in one paid course) and the moderator with argon2id hashes', async () => {
    const student = await t.db
      .selectFrom('users')
      .selectAll()
      .where('tenant_id', '=', 'tenant5')
      .where('email', '=', 'student@dars.test')
      .executeTakeFirstOrThrow();
    expect(student).toMatchObject({
      role: 'Student',
      phone_number: '01000000001',
      parent_phone: '01000000002',
      academic_year: 'Secondary3',
      active: 1,
      email_confirmed: 1,
    });
    expect(student.password_hash).toMatch(/^\$argon2id\$/);
    const enrolments = await t.db
      .selectFrom('enrollments')
      .innerJoin('courses', 'courses.id', 'enrollments.course_id')
      .select(['courses.price'])
      .where('enrollments.user_id', '=', student.id)
      .execute();
    expect(enrolments).toHaveLength(1);
    expect(Number(enrolments[0]!.price)).toBeGreaterThan(0);
    const moderator = await t.db
      .selectFrom('users')
      .select('role')
      .where('tenant_id', '=', 'tenant5')
      .where('email', '=', 'moderator@dars.test')
      .executeTakeFirstOrThrow();
    expect(moderator.role).toBe('Moderator');
  });

  it('writes 5 codes per paid course and 5 per unit for two units, printed once, stored only hashed', async () => {
    const paid = await t.db
      .selectFrom('courses')
      .select('id')
      .where('tenant_id', '=', 'tenant5')
      .where('price', '>', 0)
      .execute();
    expect(codes.courseCodes).toHaveLength(paid.length * 5);
    for (const course of paid)
      expect(codes.courseCodes.filter((c) => c.courseId === course.id)).toHaveLength(5);
    expect(codes.unitCodes).toHaveLength(10);
    expect(new Set(codes.unitCodes.map((c) => c.unitId)).size).toBe(2);
    expect(await count('course_codes')).toBe(codes.courseCodes.length);
    const stored = await t.db
      .selectFrom('course_codes')
      .select('code_hash')
      .where('code_hash', '=', hashCode(t.config.codeHashKey, codes.courseCodes[0]!.code))
      .execute();
    expect(stored).toHaveLength(1);
    const text = banner.join('\n');
    expect(text).toContain(codes.courseCodes[0]!.code);
    expect(text).toContain(codes.unitCodes[9]!.code);
    expect(text).toContain('student@dars.test');
  });

  it('labels its code batches in Arabic, as a teacher would', async () => {
    const labels = await t.db
      .selectFrom('code_batches')
      .select('label')
      .where('tenant_id', '=', 'tenant5')
      .distinct()
      .execute();
    expect(labels.map((row) => row.label)).toEqual([DEMO_BATCH_LABEL]);
    expect(DEMO_BATCH_LABEL).toMatch(/^[\u0600-\u06ff ]+$/);
  });

  it('the unit codes in the file work', async () => {
    const student = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'student@dars.test')
      .executeTakeFirstOrThrow();
    const first = codes.unitCodes[0]!;
    const result = await redeemUnitCode(
      { db: t.db, tenantId: 'tenant5', now: () => new Date() },
      { studentId: student.id, code: first.code, codeHashKey: t.config.codeHashKey },
    );
    expect(result).toMatchObject({ unitId: first.unitId, unitName: first.unitName });
  });

  it('keeps a second tenant with one course and its own codes', async () => {
    expect(await count('courses', 'tenant-demo-b')).toBe(1);
    expect(codes.otherTenant.tenantId).toBe('tenant-demo-b');
    expect(codes.otherTenant.courseCodes.length).toBeGreaterThan(0);
  });

  it("the demo teacher downloads a demo course batch's codes again: the codes of the file", async () => {
    const teacher = await login(t.app, { identifier: 'teacher@dars.test', password: 'Dars@2026' });
    const batches = await t.db
      .selectFrom('code_batches')
      .select(['id', 'target_id'])
      .where('tenant_id', '=', 'tenant5')
      .where('kind', '=', 'course')
      .execute();
    expect(batches.length).toBeGreaterThan(0);
    for (const batch of batches) {
      const response = await t.app.inject({
        url: `/api/teacher/code-batches/${batch.id}/unused-codes?format=csv`,
        headers: authHeaders(teacher.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const listed = readCsvRows(response.body)
        .slice(1)
        .filter((row) => row.length > 1)
        .map((row) => row[0]);
      const inFile = codes.courseCodes.filter((c) => c.courseId === batch.target_id).map((c) => c.code);
      expect(listed.sort()).toEqual(inFile.sort());
    }
  });

  it('the demo student signs in (email or phone), sees the enrolled course and redeems a course code from the file', async () => {
    const byPhone = await login(t.app, { identifier: '01000000001', password: 'Dars@2026' });
    const session = await login(t.app, { identifier: 'student@dars.test', password: 'Dars@2026' });
    expect(byPhone.user.id).toBe(session.user.id);
    const list = await t.app.inject({
      url: `/api/Student/Student-Enrolled-Courses?studentId=${session.user.id}`,
      headers: authHeaders(session.token),
    });
    expect(list.json().data.totalCount).toBe(1);
    const enrolledId = list.json().data.courses[0].id as string;
    const code = codes.courseCodes.find((c) => c.courseId !== enrolledId)!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Student/add-course-by-code?Code=${code.code}&StudentId=${session.user.id}`,
      headers: authHeaders(session.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ courseId: code.courseId, courseName: code.courseName });
    const moderator = await login(t.app, { identifier: 'moderator@dars.test', password: 'Dars@2026' });
    expect(moderator.user.email).toBe('moderator@dars.test');
  });
});

describe.each(engines())('demo seed by two instances starting at once (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await t.db.deleteFrom('tenants').where('id', '=', 'tenant5').execute();
  });
  afterAll(() => t?.close());

  it('seeds once: the instance that finds the demo there already starts without an error', async () => {
    const seed = () =>
      seedDemoIfEmpty({ db: t.db, engine, dataDir: t.dataDir, codeHashKey: t.config.codeHashKey });
    const results = await Promise.all([seed(), seed()]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    const courses = await t.db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', 'tenant5')
      .executeTakeFirstOrThrow();
    expect(Number(courses.n)).toBeGreaterThan(0);
  }, 120_000);
});
