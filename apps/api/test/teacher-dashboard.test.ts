import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillLastQuiz } from '../src/db/migrations/0010_dashboard_indexes.ts';
import type { Database } from '../src/db/schema.ts';
import { recordLastQuiz } from '../src/domain/quizzes/record-last-quiz.ts';
import {
  authHeaders,
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  OTHER_TENANT_ID,
  TENANT_ID,
  type TestApp,
} from './harness.ts';

const NOW = '2026-03-31T12:00:00.000Z';
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(new Date(NOW).getTime() - days * DAY).toISOString();

/**
 * A small hand-made tenant whose figures are known:
 *
 * | student | last activity | enrolled in A | completed     | quiz Q (pass 60) attempts → recorded |
 * |---------|---------------|---------------|---------------|---------------------------------------|
 * | s1      | 1 day ago     | 03-30 (code)  | L1 Q L3       | 40 (key shown), 100 → 40              |
 * | s2      | 10 days ago   | 03-30         | L1 Q          | 80 → 80                               |
 * | s3      | 40 days ago   | 03-01         | L1            | —                                     |
 * | s4      | never         | 2025-12-01    | —             | —                                     |
 * | s5      | 2 days ago    | no (unit code)| L1 Q          | 50, 90 (key hidden) → 90              |
 * | s6      | 1 day ago, deactivated | yes  | —             | —                                     |
 * | s7      | 1 day ago     | 03-20         | —             | —                                     |
 *
 * Course A: unit 1 = L1 (video), Q (quiz); unit 2 = L3, L4 (inactive); unit 3 inactive.
 */
async function seed(db: Kysely<Database>) {
  const at = daysAgo(100);
  const student = async (lastActivity: string | null, active = true) => {
    const user = await createUser(db, { active });
    await db.updateTable('users').set({ last_activity_at: lastActivity }).where('id', '=', user.id).execute();
    return user.id;
  };
  const s1 = await student(daysAgo(1));
  const s2 = await student(daysAgo(10));
  const s3 = await student(daysAgo(40));
  const s4 = await student(null);
  const s5 = await student(daysAgo(2));
  const s6 = await student(daysAgo(1), false);
  const s7 = await student(daysAgo(1));

  const course = async (tenantId: string, name: string) => {
    const id = crypto.randomUUID();
    await db
      .insertInto('courses')
      .values({
        id,
        tenant_id: tenantId,
        course_name: name,
        description: '',
        image_path: null,
        grade: 'Secondary3',
        term: 'First',
        price: 100,
        active: 1,
        is_open_to_all: 0,
        created_at: at,
        modification_date: at,
      })
      .execute();
    return id;
  };
  const unit = async (tenantId: string, courseId: string, position: number, active: 0 | 1 = 1) => {
    const row = await db
      .insertInto('units')
      .values({
        tenant_id: tenantId,
        course_id: courseId,
        unit_name: `الوحدة ${position}`,
        titel: null,
        position,
        active,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const lesson = async (
    tenantId: string,
    unitId: number,
    position: number,
    type: 'Video' | 'Quiz',
    active: 0 | 1 = 1,
  ) => {
    const row = await db
      .insertInto('lessons')
      .values({
        tenant_id: tenantId,
        unit_id: unitId,
        lesson_name: type === 'Quiz' ? 'اختبار الوحدة' : `درس ${position}`,
        titel: null,
        position,
        active,
        type,
        video_url: null,
        attachment_url: null,
        attachment_title: null,
        is_retake: type === 'Quiz' ? 1 : 0,
        is_score_displayed: 1,
        is_answer_displayed: 1,
        pass_degree: 60,
        time_limit_minutes: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const courseA = await course(TENANT_ID, 'الأحياء');
  const u1 = await unit(TENANT_ID, courseA, 1);
  const u2 = await unit(TENANT_ID, courseA, 2);
  const u3 = await unit(TENANT_ID, courseA, 3, 0);
  const l1 = await lesson(TENANT_ID, u1, 1, 'Video');
  const quiz = await lesson(TENANT_ID, u1, 2, 'Quiz');
  const l3 = await lesson(TENANT_ID, u2, 1, 'Video');
  await lesson(TENANT_ID, u2, 2, 'Video', 0);
  await lesson(TENANT_ID, u3, 1, 'Video');

  const otherCourse = await course(OTHER_TENANT_ID, 'another tenant');
  const otherUnit = await unit(OTHER_TENANT_ID, otherCourse, 1);
  const otherQuiz = await lesson(OTHER_TENANT_ID, otherUnit, 1, 'Quiz');

  const batch = await db
    .insertInto('code_batches')
    .values({
      tenant_id: TENANT_ID,
      kind: 'course',
      target_id: courseA,
      count: 2,
      label: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = await db
    .insertInto('course_codes')
    .values({
      tenant_id: TENANT_ID,
      batch_id: batch.id,
      course_id: courseA,
      code_hash: crypto.randomUUID(),
      created_at: at,
      redeemed_by: s1,
      redeemed_at: '2026-03-30T08:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // unredeemed: not counted
  await db
    .insertInto('course_codes')
    .values({
      tenant_id: TENANT_ID,
      batch_id: batch.id,
      course_id: courseA,
      code_hash: crypto.randomUUID(),
      created_at: at,
      redeemed_by: null,
      redeemed_at: null,
    })
    .execute();
  const unitBatch = await db
    .insertInto('code_batches')
    .values({
      tenant_id: TENANT_ID,
      kind: 'unit',
      target_id: String(u1),
      count: 1,
      label: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('unit_codes')
    .values({
      tenant_id: TENANT_ID,
      batch_id: unitBatch.id,
      unit_id: u1,
      code_hash: crypto.randomUUID(),
      created_at: at,
      redeemed_by: s5,
      redeemed_at: '2026-03-15T10:00:00.000Z',
    })
    .execute();

  const enrol = (userId: string, date: string, courseCodeId: number | null = null) =>
    db
      .insertInto('enrollments')
      .values({
        tenant_id: TENANT_ID,
        user_id: userId,
        course_id: courseA,
        enrollment_date: date,
        source: courseCodeId ? 'code' : 'free',
        course_code_id: courseCodeId,
      })
      .execute();
  await enrol(s1, '2026-03-30T08:00:00.000Z', code.id);
  await enrol(s2, '2026-03-30T20:00:00.000Z');
  await enrol(s3, '2026-03-01T09:00:00.000Z');
  await enrol(s4, '2025-12-01T09:00:00.000Z');
  await enrol(s6, '2026-03-02T09:00:00.000Z');
  await enrol(s7, '2026-03-20T09:00:00.000Z');

  const complete = (userId: string, lessonIds: number[]) =>
    db
      .insertInto('lesson_completions')
      .values(
        lessonIds.map((lessonId) => ({
          tenant_id: TENANT_ID,
          user_id: userId,
          lesson_id: lessonId,
          completed_at: daysAgo(3),
        })),
      )
      .execute();
  await complete(s1, [l1, quiz, l3]);
  await complete(s2, [l1, quiz]);
  await complete(s3, [l1]);
  await complete(s5, [l1, quiz]);

  const attempts = async (userId: string, tries: Array<[score: number, keyShown: 0 | 1]>) => {
    for (const [index, [score, keyShown]] of tries.entries()) {
      await db
        .insertInto('quiz_attempts')
        .values({
          tenant_id: TENANT_ID,
          user_id: userId,
          lesson_id: quiz,
          attempt_number: index + 1,
          score,
          correct_count: 0,
          total_count: 10,
          answers: '[]',
          key_shown: keyShown,
          submitted_at: daysAgo(5 - index),
        })
        .execute();
    }
    const [last] = tries.slice(-1);
    await db
      .insertInto('quiz_submissions')
      .values({
        tenant_id: TENANT_ID,
        user_id: userId,
        lesson_id: quiz,
        score: last![0],
        correct_count: 0,
        total_count: 10,
        notes: '',
        answers: '[]',
        attempts: tries.length,
        submitted_at: daysAgo(5 - tries.length + 1),
      })
      .execute();
  };
  await attempts(s1, [
    [40, 1],
    [100, 1],
  ]);
  await attempts(s2, [[80, 1]]);
  await attempts(s5, [
    [50, 0],
    [90, 0],
  ]);
  // the last quiz of each student, as the migration sets it for existing submissions
  await backfillLastQuiz(db as Kysely<unknown>);
  return { s1, s2, s3, s4, s5, s6, s7, courseA, u1, u2, l1, quiz, otherCourse, otherQuiz };
}

describe.each(engines())('the teacher dashboard (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let data: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    const clock = createClock(NOW);
    t = await createTestApp({ engine, now: clock.now });
    const moderator = await createUser(t.db, { role: 'Moderator' });
    data = await seed(t.db);
    token = (await login(t.app, moderator)).token;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: authHeaders(token) });
  const ok = async <T>(url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };

  it('counts active students, and those active in the last 7 and 30 days', async () => {
    const summary = await ok<{ students: unknown }>('/api/teacher/dashboard');
    // s1..s5 and s7 (s6 is deactivated; staff are not students)
    expect(summary.students).toEqual({ total: 6, active7Days: 3, active30Days: 4 });
  });

  it('gives enrolments and code redemptions per UTC day over 90 days', async () => {
    const { daily } = await ok<{ daily: Array<{ day: string; enrolments: number; redemptions: number }> }>(
      '/api/teacher/dashboard',
    );
    expect(daily).toHaveLength(90);
    expect(daily[0]!.day).toBe('2026-01-01');
    expect(daily.at(-1)!.day).toBe('2026-03-31');
    const busy = daily.filter((day) => day.enrolments > 0 || day.redemptions > 0);
    expect(busy).toEqual([
      { day: '2026-03-01', enrolments: 1, redemptions: 0 },
      { day: '2026-03-02', enrolments: 1, redemptions: 0 },
      { day: '2026-03-15', enrolments: 0, redemptions: 1 },
      { day: '2026-03-20', enrolments: 1, redemptions: 0 },
      { day: '2026-03-30', enrolments: 2, redemptions: 1 },
    ]);
  });

  it("lists this tenant's courses with their quizzes for the pickers", async () => {
    const { courses } = await ok<{ courses: Array<{ id: string; quizzes: Array<{ id: number }> }> }>(
      '/api/teacher/dashboard',
    );
    expect(courses).toEqual([
      {
        id: data.courseA,
        name: 'الأحياء',
        quizzes: [{ id: data.quiz, name: 'اختبار الوحدة', unitName: 'الوحدة 1' }],
      },
    ]);
  });

  it('counts, unit by unit, the enrolled students who finished every active lesson', async () => {
    const funnel = await ok<unknown>(`/api/teacher/dashboard/funnel/${data.courseA}`);
    expect(funnel).toEqual({
      courseId: data.courseA,
      courseName: 'الأحياء',
      enrolled: 6,
      units: [
        // s1 and s2 (s5 finished it too, but through a unit code, not enrolled)
        { unitId: data.u1, unitName: 'الوحدة 1', lessonCount: 2, finished: 2 },
        // s1: the inactive lesson does not count
        { unitId: data.u2, unitName: 'الوحدة 2', lessonCount: 1, finished: 1 },
      ],
    });
  });

  it('spreads the recorded scores of a quiz (a retake after the key was shown does not count)', async () => {
    const scores = await ok<{ buckets: Array<{ from: number; count: number }> }>(
      `/api/teacher/dashboard/quiz-scores/${data.quiz}`,
    );
    expect(scores).toMatchObject({
      lessonId: data.quiz,
      passDegree: 60,
      students: 3,
      passed: 2,
      average: 70,
    });
    const counts = Object.fromEntries(scores.buckets.map((bucket) => [bucket.from, bucket.count]));
    expect(counts).toEqual({ 0: 0, 10: 0, 20: 0, 30: 0, 40: 1, 50: 0, 60: 0, 70: 0, 80: 1, 90: 1 });
    expect(scores.buckets.at(-1)).toEqual({ from: 90, to: 100, count: 1 });
  });

  it('lists the students at risk, never-active and longest idle first, with why', async () => {
    const page = await ok<{
      items: Array<{
        studentId: string;
        idle: boolean;
        belowPass: boolean;
        lastQuiz: { score: number } | null;
      }>;
      totalCount: number;
    }>('/api/teacher/dashboard/at-risk');
    expect(page.totalCount).toBe(4);
    expect(
      page.items.map((item) => [item.studentId, item.idle, item.belowPass, item.lastQuiz?.score ?? null]),
    ).toEqual([
      [data.s4, true, false, null],
      [data.s3, true, false, null],
      [data.s2, true, false, 80],
      // active yesterday, but the recorded score of the last quiz (40) is below 60
      [data.s1, false, true, 40],
    ]);
    const second = await ok<{ items: Array<{ studentId: string }>; totalCount: number; totalPages: number }>(
      '/api/teacher/dashboard/at-risk?page=2&pageSize=3',
    );
    expect(second).toMatchObject({ totalCount: 4, totalPages: 2, currentPage: 2 });
    expect(second.items.map((item) => item.studentId)).toEqual([data.s1]);
    const beyond = await ok<{ items: unknown[]; totalCount: number }>(
      '/api/teacher/dashboard/at-risk?page=9',
    );
    expect(beyond).toMatchObject({ items: [], totalCount: 4 });
  });

  it.each([
    ["another tenant's course", () => `/api/teacher/dashboard/funnel/${data.otherCourse}`],
    ['an unknown course', () => `/api/teacher/dashboard/funnel/${crypto.randomUUID()}`],
    ["another tenant's quiz", () => `/api/teacher/dashboard/quiz-scores/${data.otherQuiz}`],
    ['a video lesson', () => `/api/teacher/dashboard/quiz-scores/${data.l1}`],
  ])('%s is 404', async (_label, url) => {
    const response = await get(url());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
  });

  it.each([
    ['a course id that is not a GUID', '/api/teacher/dashboard/funnel/not-a-guid'],
    ['a quiz id that is not a number', '/api/teacher/dashboard/quiz-scores/abc'],
    ['a quiz id of 0', '/api/teacher/dashboard/quiz-scores/0'],
    ['page 0', '/api/teacher/dashboard/at-risk?page=0'],
    ['a page size over 100', '/api/teacher/dashboard/at-risk?pageSize=500'],
    ['a page that is not a number', '/api/teacher/dashboard/at-risk?page=two'],
  ])('%s is 400 with a message', async (_label, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
    expect(String(response.json().message)).not.toBe('');
  });

  it('a new submission keeps its recorded score on the student; an older one finishing late does not replace it', async () => {
    const student = await createUser(t.db);
    await t.db
      .insertInto('enrollments')
      .values({
        tenant_id: TENANT_ID,
        user_id: student.id,
        course_id: data.courseA,
        enrollment_date: daysAgo(1),
        source: 'free',
        course_code_id: null,
      })
      .execute();
    await t.db
      .updateTable('users')
      .set({ last_activity_at: daysAgo(1) })
      .where('id', '=', student.id)
      .execute();
    const attempt = (n: number, score: number, keyShown: 0 | 1) =>
      t.db
        .insertInto('quiz_attempts')
        .values({
          tenant_id: TENANT_ID,
          user_id: student.id,
          lesson_id: data.quiz,
          attempt_number: n,
          score,
          correct_count: 0,
          total_count: 10,
          answers: '[]',
          key_shown: keyShown,
          submitted_at: daysAgo(1),
        })
        .execute();
    const at = (risk: { items: Array<{ studentId: string }> }) =>
      risk.items.find((item: { studentId: string }) => item.studentId === student.id);
    await attempt(1, 30, 1);
    await recordLastQuiz(t.db, {
      tenantId: TENANT_ID,
      userId: student.id,
      lessonId: data.quiz,
      at: daysAgo(1),
    });
    let risk = await ok<{
      items: Array<{ studentId: string; belowPass: boolean; lastQuiz: { score: number } | null }>;
    }>('/api/teacher/dashboard/at-risk?pageSize=100');
    expect(at(risk)).toMatchObject({ belowPass: true, lastQuiz: { score: 30 } });
    // a retake after the key was shown scores 100, but the recorded score stays 30
    await attempt(2, 100, 1);
    await recordLastQuiz(t.db, {
      tenantId: TENANT_ID,
      userId: student.id,
      lessonId: data.quiz,
      at: daysAgo(0.5),
    });
    risk = await ok('/api/teacher/dashboard/at-risk?pageSize=100');
    expect(at(risk)).toMatchObject({ belowPass: true, lastQuiz: { score: 30 } });
    // a submission older than the kept one, committing late, does not replace it
    await recordLastQuiz(t.db, {
      tenantId: TENANT_ID,
      userId: student.id,
      lessonId: data.quiz,
      at: daysAgo(3),
    });
    const row = await t.db
      .selectFrom('users')
      .select(['last_quiz_lesson_id', 'last_quiz_at'])
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ last_quiz_lesson_id: data.quiz, last_quiz_at: daysAgo(0.5) });
  });
});
