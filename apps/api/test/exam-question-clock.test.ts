import type { ExamView } from '@dars/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
import {
  authHeaders,
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  type TestApp,
} from './harness.ts';
import { daysBefore, enroll, seedCourse, standardCourse, video } from './learning-fixtures.ts';

const START = new Date('2026-03-13T18:00:00.000Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000).toISOString();

type Headers = Record<string, string>;

/** A time per question: one question at a time, forward only, each held by the server's clock. */
describe.each(engines())('exam with a time per question (%s)', (engine) => {
  const clock = createClock(START);
  let t: TestApp;
  let course: ImportedCourse;
  /** another course (an exam gates the lessons after it): its exam has no time per question */
  let other: ImportedCourse;
  let clockedId: number;
  let freeId: number;
  let teacher: Headers;
  const credentials: Array<{ identifier: string; password: string; deviceId: string }> = [];
  const students: Headers[] = [];
  const questionIds: number[] = [];

  /** Moves the test clock and signs everyone in again (access tokens expire with the clock). */
  const moveClock = async (to: string) => {
    clock.set(to);
    for (const [n, credential] of credentials.entries()) {
      const session = await login(t.app, credential);
      const headers = authHeaders(session.token, t.tenantId, credential.deviceId);
      if (n === 0) teacher = headers;
      else students[n - 1] = headers;
    }
  };
  const call = (method: string, url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const view = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: ExamView }).data;
  };
  const answer = (attemptId: number, headers: Headers, questionId: number, option: number | null) =>
    call('PUT', `/api/exam-attempts/${attemptId}/answers`, headers, { questionId, option });
  const next = (attemptId: number, headers: Headers, from: number) =>
    call('POST', `/api/exam-attempts/${attemptId}/next`, headers, { from });
  /** The attempt's questions in the order shown, with each one's right option as shown (server side). */
  const stored = async (attemptId: number) => {
    const row = await t.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    const bank = await t.db.selectFrom('bank_questions').select(['id', 'correct_index']).execute();
    const key = new Map(bank.map((q) => [q.id, Number(q.correct_index)]));
    const order = JSON.parse(row.questions) as Array<{ q: number; o: number[] }>;
    return { row, order: order.map(({ q, o }) => ({ id: q, right: o.indexOf(key.get(q)!) })) };
  };
  const settings = (questionSeconds: number | null) => ({
    draw: { kind: 'fixed', questionIds },
    durationSeconds: 600,
    questionSeconds,
    opensAt: null,
    closesAt: null,
    attemptsAllowed: 1,
    reveal: 'score',
    revealAfterClose: false,
    passDegree: 50,
  });

  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    course = await seedCourse(
      t,
      standardCourse({
        units: [{ unitName: 'Unit one', lessons: [video('Clocked'), video('After')] }],
      }),
      { now: new Date(START.getTime() - 60_000) },
    );
    other = await seedCourse(
      t,
      standardCourse({ courseName: 'Other', units: [{ unitName: 'Unit', lessons: [video('Free')] }] }),
      { now: new Date(START.getTime() - 60_000) },
    );
    clockedId = course.units[0]!.lessonIds[0]!;
    freeId = other.units[0]!.lessonIds[0]!;
    await t.db
      .updateTable('lessons')
      .set({ type: 'Exam', pass_degree: 50 })
      .where('id', 'in', [clockedId, freeId])
      .execute();
    // the course's tree is cached by its modification date
    await t.db.updateTable('courses').set({ modification_date: START.toISOString() }).execute();
    const admin = await createUser(t.db, { role: 'Admin' });
    credentials.push({ identifier: admin.identifier, password: admin.password, deviceId: 'teacher' });
    for (let n = 0; n < 3; n += 1) {
      const user = await createUser(t.db);
      credentials.push({ identifier: user.identifier, password: user.password, deviceId: `phone-${n}` });
      for (const courseId of [course.courseId, other.courseId])
        await enroll(t.db, { userId: user.id, courseId, enrollmentDate: daysBefore(START, 1) });
    }
    await moveClock(at(0));
    for (let n = 1; n <= 6; n += 1) {
      const bankOf = n <= 4 ? course.courseId : other.courseId;
      const response = await call('POST', `/api/teacher/courses/${bankOf}/bank`, teacher, {
        text: `سؤال ${n}`,
        imagePath: null,
        type: 'MultipleChoice',
        options: [0, 1, 2].map((o) => ({ text: `إجابة ${n}-${o}`, imagePath: null })),
        correctIndex: n % 3,
        explanation: '',
        explanationImagePath: null,
        unit: 'الوحدة الأولى',
        topic: '',
        difficulty: 'easy',
      });
      expect(response.statusCode, response.body).toBe(200);
      if (n <= 4) questionIds.push((response.json() as { data: { id: number } }).data.id);
    }
  });
  afterAll(() => t.close());

  it('keeps the time per question with the exam, within its bounds', async () => {
    for (const bad of [5, 3_601, 12.5]) {
      const refused = await call('PUT', `/api/teacher/exams/${clockedId}`, teacher, settings(bad));
      expect(refused.statusCode, String(bad)).toBe(400);
    }
    const saved = await call('PUT', `/api/teacher/exams/${clockedId}`, teacher, settings(30));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings.questionSeconds).toBe(30);
    // an exam saved without it has none
    const free = Object.fromEntries(
      Object.entries({
        ...settings(null),
        draw: { kind: 'quotas', quotas: [{ count: 2, difficulty: null, unit: null }] },
      }).filter(([name]) => name !== 'questionSeconds'),
    );
    const savedFree = await call('PUT', `/api/teacher/exams/${freeId}`, teacher, free);
    expect(savedFree.json().data.settings.questionSeconds).toBeNull();
  });

  it('sends only the question shown, with its own time; the deadline is no later than every question’s time', async () => {
    const started = await view(await call('POST', `/api/exams/${clockedId}/start`, students[0]!));
    expect(started.questionSeconds).toBe(30);
    const attempt = started.attempt!;
    expect(attempt.questions).toHaveLength(1);
    expect(attempt.questionClock).toEqual({ index: 0, count: 4, questionSeconds: 30, secondsLeft: 30 });
    expect(attempt.deadlineAt).toBe(at(120));
    expect(JSON.stringify(started)).not.toMatch(/correct/i);
    const { order } = await stored(attempt.id);
    expect(attempt.questions[0]!.id).toBe(order[0]!.id);

    const free = await view(await call('POST', `/api/exams/${freeId}/start`, students[0]!));
    expect(free.attempt!.questionClock).toBeNull();
    expect(free.attempt!.questions).toHaveLength(2);
    const refused = await next(free.attempt!.id, students[0]!, 0);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('exam_no_question_clock');
  });

  it('takes an answer for the question shown only: not one whose time is over, nor one not shown yet', async () => {
    const { attempt } = await view(await call('GET', `/api/exams/${clockedId}`, students[0]!));
    const { order } = await stored(attempt!.id);
    expect((await answer(attempt!.id, students[0]!, order[0]!.id, order[0]!.right)).statusCode).toBe(200);
    const early = await answer(attempt!.id, students[0]!, order[2]!.id, 0);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('exam_question_not_shown');

    // the first question's time runs out with nobody asking: the server shows the second
    await moveClock(at(31));
    const moved = await view(await call('GET', `/api/exams/${clockedId}`, students[0]!));
    expect(moved.attempt!.questionClock).toMatchObject({ index: 1, secondsLeft: 29 });
    expect(moved.attempt!.questions.map((q) => q.id)).toEqual([order[1]!.id]);
    const late = await answer(attempt!.id, students[0]!, order[0]!.id, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('exam_question_time_over');
    expect((await answer(attempt!.id, students[0]!, order[1]!.id, order[1]!.right)).statusCode).toBe(200);
  });

  it('moves on when the student asks, once per question, and brings the deadline forward with its job', async () => {
    const { attempt } = await view(await call('GET', `/api/exams/${clockedId}`, students[0]!));
    await moveClock(at(40));
    const [a, b] = await Promise.all([
      next(attempt!.id, students[0]!, 1),
      next(attempt!.id, students[0]!, 1),
    ]);
    for (const moved of [await view(a), await view(b)]) {
      expect(moved.attempt!.questionClock).toMatchObject({ index: 2, secondsLeft: 30 });
    }
    const { row, order } = await stored(attempt!.id);
    // two questions left at 30 s each from 40 s: 100 s, sooner than 120 s
    expect(row.deadline_at).toBe(at(100));
    const jobs = await t.db
      .selectFrom('jobs')
      .select('run_at')
      .where('name', '=', 'exams.deadline')
      .where('payload', '=', JSON.stringify({ attemptId: attempt!.id }))
      .orderBy('run_at')
      .execute();
    expect(jobs.map((job) => job.run_at)).toEqual([at(100), at(120)]);

    expect((await answer(attempt!.id, students[0]!, order[2]!.id, order[2]!.right)).statusCode).toBe(200);
    await moveClock(at(45));
    const last = await view(await next(attempt!.id, students[0]!, 2));
    expect(last.attempt!.questionClock).toMatchObject({ index: 3, count: 4 });
    expect(last.attempt!.deadlineAt).toBe(at(75));
    // the last question has no next
    const stays = await view(await next(attempt!.id, students[0]!, 3));
    expect(stays.attempt!.questionClock!.index).toBe(3);
  });

  it('is submitted by the server when the last question’s time is over, with the answers given in time', async () => {
    const { attempt } = await view(await call('GET', `/api/exams/${clockedId}`, students[0]!));
    clock.set(at(76));
    await t.app.jobs.runDue();
    const row = await t.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attempt!.id)
      .executeTakeFirstOrThrow();
    // three right (the first, second and third); the fourth unanswered
    expect(row).toMatchObject({
      submitted_by: 'deadline',
      submitted_at: at(75),
      correct_count: 3,
      score: 75,
    });
  });

  it('a student who never comes back is submitted once every question’s time is over', async () => {
    await moveClock(at(200));
    const { attempt } = await view(await call('POST', `/api/exams/${clockedId}/start`, students[1]!));
    expect(attempt!.deadlineAt).toBe(at(320));
    clock.set(at(319));
    await t.app.jobs.runDue();
    const open = await stored(attempt!.id);
    expect(open.row.submitted_at).toBeNull();
    clock.set(at(321));
    await t.app.jobs.runDue();
    const done = await stored(attempt!.id);
    expect(done.row).toMatchObject({ submitted_by: 'deadline', submitted_at: at(320), score: 0 });
  });
});
