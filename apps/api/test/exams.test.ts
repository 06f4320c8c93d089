import type { ExamResults, ExamView, HonourBoard } from '@dars/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppCaches } from '../src/cache/app-caches.ts';
import { sessionStampOf } from '../src/domain/auth/session-stamps.ts';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
import { warmOpenExamAttempts } from '../src/domain/exams/warm-open-attempts.ts';
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

const START = new Date('2026-03-06T17:00:00.000Z');
/** Friday 20:00–22:00 Cairo time (UTC+2 in March) */
const OPENS = '2026-03-06T18:00:00.000Z';
const CLOSES = '2026-03-06T20:00:00.000Z';

type Headers = Record<string, string>;

describe.each(engines())('exams (%s)', (engine) => {
  const clock = createClock(START);
  let t: TestApp;
  let course: ImportedCourse;
  let examId: number;
  let afterExamId: number;
  let teacher: Headers;
  const students: Array<{ id: string; headers: Headers; token: string }> = [];
  const credentials: Array<{ identifier: string; password: string; deviceId: string }> = [];

  /** Moves the test clock and signs everyone in again (access tokens expire with the clock). */
  const moveClock = async (move: () => void) => {
    move();
    for (const [n, credential] of credentials.entries()) {
      const session = await login(t.app, credential);
      const headers = authHeaders(session.token, t.tenantId, credential.deviceId);
      if (n === 0) teacher = headers;
      else students[n - 1] = { ...students[n - 1]!, token: session.token, headers };
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
  const start = (headers: Headers) => call('POST', `/api/exams/${examId}/start`, headers);
  const answer = (attemptId: number, headers: Headers, questionId: number, option: number | null) =>
    call('PUT', `/api/exam-attempts/${attemptId}/answers`, headers, { questionId, option });
  /** The shown index of the right option, read from the database (what no student can do). */
  const rightShown = async (attemptId: number, questionId: number) => {
    const attempt = await t.db
      .selectFrom('exam_attempts')
      .select('questions')
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    const entry = (JSON.parse(attempt.questions) as Array<{ q: number; o: number[] }>).find(
      (e) => e.q === questionId,
    )!;
    const row = await t.db
      .selectFrom('bank_questions')
      .select('correct_index')
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    return entry.o.indexOf(Number(row.correct_index));
  };

  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    course = await seedCourse(
      t,
      standardCourse({
        units: [
          {
            unitName: 'Unit one',
            lessons: [video('U1 video'), video('Exam placeholder'), video('After exam')],
          },
          { unitName: 'Unit two', lessons: [video('U2 video')] },
        ],
      }),
      { now: START },
    );
    examId = course.units[0]!.lessonIds[1]!;
    afterExamId = course.units[0]!.lessonIds[2]!;
    await t.db
      .updateTable('lessons')
      .set({ type: 'Exam', pass_degree: 60 })
      .where('id', '=', examId)
      .execute();
    await t.db
      .updateTable('courses')
      .set({ modification_date: new Date(START.getTime() + 1).toISOString() })
      .execute();

    const admin = await createUser(t.db, { role: 'Admin' });
    credentials.push({ identifier: admin.identifier, password: admin.password, deviceId: 'teacher' });
    teacher = authHeaders((await login(t.app, { ...admin, deviceId: 'teacher' })).token);
    for (let n = 0; n < 5; n += 1) {
      const user = await createUser(t.db);
      await t.db
        .updateTable('users')
        .set({ user_name: `طالب رقم ${n + 1}` })
        .where('id', '=', user.id)
        .execute();
      credentials.push({ identifier: user.identifier, password: user.password, deviceId: `phone-${n}` });
      const session = await login(t.app, { ...user, deviceId: `phone-${n}` });
      await enroll(t.db, {
        userId: user.id,
        courseId: course.courseId,
        enrollmentDate: daysBefore(START, 1),
      });
      students.push({
        id: user.id,
        token: session.token,
        headers: authHeaders(session.token, t.tenantId, `phone-${n}`),
      });
    }
    // 30 questions: units 'الوحدة الأولى' (1–20) and 'الوحدة الثانية'; odd easy, even hard; 4 options each
    for (let n = 1; n <= 30; n += 1) {
      const response = await call('POST', `/api/teacher/courses/${course.courseId}/bank`, teacher, {
        text: `سؤال ${n}`,
        imagePath: null,
        type: 'MultipleChoice',
        options: [0, 1, 2, 3].map((o) => ({ text: `إجابة ${n}-${o}`, imagePath: null })),
        correctIndex: n % 4,
        explanation: `شرح سري ${n}`,
        explanationImagePath: null,
        unit: n <= 20 ? 'الوحدة الأولى' : 'الوحدة الثانية',
        topic: 'الخلية',
        difficulty: n % 2 ? 'easy' : 'hard',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  const settings = {
    draw: {
      kind: 'quotas',
      quotas: [
        { count: 5, difficulty: 'easy', unit: 'الوحدة الأولى' },
        { count: 5, difficulty: 'hard', unit: null },
      ],
    },
    durationSeconds: 300,
    opensAt: OPENS,
    closesAt: CLOSES,
    attemptsAllowed: 1,
    reveal: 'explanations',
    revealAfterClose: true,
    passDegree: 60,
  };

  it('refuses an exam the bank cannot fill, and one naming questions of no bank, writing nothing', async () => {
    const tooMany = await call('PUT', `/api/teacher/exams/${examId}`, teacher, {
      ...settings,
      draw: { kind: 'quotas', quotas: [{ count: 11, difficulty: 'easy', unit: 'الوحدة الأولى' }] },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('exam_quota_unfilled');
    const unknown = await call('PUT', `/api/teacher/exams/${examId}`, teacher, {
      ...settings,
      draw: { kind: 'fixed', questionIds: [999_999] },
    });
    expect(unknown.json().code).toBe('exam_unknown_questions');
    expect(await t.db.selectFrom('exams').selectAll().execute()).toEqual([]);
  });

  it('saves the exam; before it opens a start is refused', async () => {
    const saved = await call('PUT', `/api/teacher/exams/${examId}`, teacher, settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings.durationSeconds).toBe(300);
    const early = await start(students[0]!.headers);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('exam_not_open');
  });

  it('keeps the lessons after the exam closed until it is passed', async () => {
    const response = await call('GET', `/api/Student/contentlesson/${afterExamId}`, students[0]!.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('quiz_locked');
  });

  it('two concurrent starts give one attempt', async () => {
    await moveClock(() => clock.set(OPENS));
    const [a, b] = await Promise.all([start(students[0]!.headers), start(students[0]!.headers)]);
    const [first, second] = [await view(a), await view(b)];
    expect(first.attempt!.id).toBe(second.attempt!.id);
    const rows = await t.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('user_id', '=', students[0]!.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('draws 10 questions by the quotas, sends no correct answer or explanation, and gives students different exams', async () => {
    const mine = await view(await start(students[0]!.headers));
    const theirs = await view(await start(students[1]!.headers));
    expect(mine.attempt!.questions).toHaveLength(10);
    expect(mine.attempt!.secondsLeft).toBe(300);
    const order = (v: ExamView) =>
      v.attempt!.questions.map((q) => `${q.id}:${q.options.map((o) => o.text).join('|')}`).join();
    expect(order(mine)).not.toBe(order(theirs));
    for (const body of [JSON.stringify(mine), JSON.stringify(theirs)]) {
      expect(body).not.toMatch(/correct|isCorrect|شرح سري/i);
    }
    const bank = await t.db.selectFrom('bank_questions').select(['id', 'difficulty', 'unit_tag']).execute();
    const byId = new Map(bank.map((q) => [q.id, q]));
    const drawn = mine.attempt!.questions.map((q) => byId.get(q.id)!);
    expect(
      drawn.filter((q) => q.difficulty === 'easy' && q.unit_tag === 'الوحدة الأولى').length,
    ).toBeGreaterThanOrEqual(5);
    expect(drawn.filter((q) => q.difficulty === 'hard').length).toBe(5);
  });

  it('refuses the open attempt on a second device while the first is active', async () => {
    const user = students[0]!;
    // the same student signed in on a second device: the token names that device
    const tablet = authHeaders(
      (await login(t.app, { ...credentials[1]!, deviceId: 'tablet' })).token,
      t.tenantId,
      'tablet',
    );
    const response = await start(tablet);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('exam_other_device');
    const mine = await view(await start(user.headers));
    const saved = await answer(mine.attempt!.id, tablet, mine.attempt!.questions[0]!.id, 0);
    expect(saved.json().code).toBe('exam_other_device');
    // and once the attempt's questions are known to the server (after a save of its own device)
    const own = await answer(mine.attempt!.id, user.headers, mine.attempt!.questions[0]!.id, null);
    expect(own.statusCode).toBe(200);
    const again = await answer(mine.attempt!.id, tablet, mine.attempt!.questions[0]!.id, 0);
    expect(again.json().code).toBe('exam_other_device');
  });

  it('saves answers idempotently, keeps them over a reload with the clock continued, and refuses a question not in the attempt', async () => {
    const user = students[0]!;
    const before = await view(await start(user.headers));
    const attempt = before.attempt!;
    const [q1, q2, q3] = attempt.questions;
    expect((await answer(attempt.id, user.headers, q1!.id, 2)).statusCode).toBe(200);
    expect((await answer(attempt.id, user.headers, q1!.id, 2)).statusCode).toBe(200);
    await answer(attempt.id, user.headers, q2!.id, 1);
    await answer(attempt.id, user.headers, q3!.id, 0);
    const stored = await t.db
      .selectFrom('exam_answers')
      .selectAll()
      .where('attempt_id', '=', attempt.id)
      .execute();
    expect(stored).toHaveLength(3);

    await moveClock(() => clock.advance(61_000));
    const reloaded = await view(await call('GET', `/api/exams/${examId}`, user.headers));
    expect(reloaded.attempt!.id).toBe(attempt.id);
    expect(reloaded.attempt!.questions.slice(0, 3).map((q) => q.chosen)).toEqual([2, 1, 0]);
    expect(reloaded.attempt!.questions.map((q) => q.id)).toEqual(attempt.questions.map((q) => q.id));
    expect(reloaded.attempt!.secondsLeft).toBe(239);

    const notMine = (await t.db.selectFrom('bank_questions').select('id').execute())
      .map((row) => row.id)
      .find((id) => !attempt.questions.some((q) => q.id === id))!;
    const refused = await answer(attempt.id, user.headers, notMine, 0);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('question_not_in_attempt');
    const outOfRange = await answer(attempt.id, user.headers, q1!.id, 5);
    expect(outOfRange.statusCode).toBe(400);
    const otherStudent = await answer(attempt.id, students[1]!.headers, q1!.id, 0);
    expect(otherStudent.statusCode).toBe(404);
  });

  it('a starting server reads the open attempts and their students’ session stamps before it listens', async () => {
    const caches = new AppCaches();
    const open = await t.db
      .selectFrom('exam_attempts')
      .select('user_id')
      .where('submitted_at', 'is', null)
      .execute();
    expect(open.length).toBeGreaterThan(0);
    expect(await warmOpenExamAttempts(t.db, caches, clock.now())).toBe(open.length);
    // the warmed stamps are answered from the cache: a change made behind its back is not seen
    const student = open[0]!.user_id;
    const idle = students.map((s) => s.id).find((id) => !open.some((o) => o.user_id === id))!;
    await t.db.updateTable('users').set({ active: 0 }).where('id', 'in', [student, idle]).execute();
    try {
      expect((await sessionStampOf(t.db, caches, t.tenantId, student, clock.now())).active).toBe(true);
      expect((await sessionStampOf(t.db, caches, t.tenantId, idle, clock.now())).active).toBe(false);
    } finally {
      await t.db.updateTable('users').set({ active: 1 }).where('id', 'in', [student, idle]).execute();
    }
  });

  it('refuses an answer after the deadline and submits the attempt at it', async () => {
    const user = students[0]!;
    const { attempt } = await view(await call('GET', `/api/exams/${examId}`, user.headers));
    await moveClock(() => clock.set(new Date(Date.parse(OPENS) + 300_000).toISOString()));
    const late = await answer(attempt!.id, user.headers, attempt!.questions[4]!.id, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('exam_time_over');
    const row = await t.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attempt!.id)
      .executeTakeFirstOrThrow();
    expect(row.submitted_by).toBe('deadline');
    expect(row.submitted_at).toBe(row.deadline_at);
    expect(
      await t.db.selectFrom('exam_answers').selectAll().where('attempt_id', '=', attempt!.id).execute(),
    ).toHaveLength(3);
  });

  it('submits by its deadline job the attempt of a student who left', async () => {
    await moveClock(() => clock.set('2026-03-06T19:00:00.000Z'));
    const user = students[2]!;
    const { attempt } = await view(await start(user.headers));
    await answer(
      attempt!.id,
      user.headers,
      attempt!.questions[0]!.id,
      await rightShown(attempt!.id, attempt!.questions[0]!.id),
    );
    // the attempt's job waits for its deadline
    await t.app.jobs.runDue();
    const open = await t.db
      .selectFrom('exam_attempts')
      .select('submitted_at')
      .where('id', '=', attempt!.id)
      .executeTakeFirstOrThrow();
    expect(open.submitted_at).toBeNull();
    const job = await t.db
      .selectFrom('jobs')
      .select(['run_at', 'state'])
      .where('name', '=', 'exams.deadline')
      .where('payload', '=', JSON.stringify({ attemptId: attempt!.id }))
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ run_at: attempt!.deadlineAt, state: 'queued' });
    clock.advance(301_000);
    await t.app.jobs.runDue();
    const row = await t.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attempt!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ submitted_by: 'deadline', correct_count: 1, counted_count: 10, score: 10 });
  });

  it('shows no score or answers after submitting until the window closes, then the reveal', async () => {
    const user = students[3]!;
    const { attempt } = await view(await start(user.headers));
    for (const question of attempt!.questions) {
      await answer(attempt!.id, user.headers, question.id, await rightShown(attempt!.id, question.id));
    }
    const submitted = await view(
      await call('POST', `/api/exam-attempts/${attempt!.id}/submit`, user.headers),
    );
    expect(submitted.attempt).toBeNull();
    expect(submitted.lastResult).toMatchObject({
      score: null,
      passed: null,
      questions: null,
      submittedBy: 'student',
    });
    expect(JSON.stringify(submitted)).not.toMatch(/correct"|شرح سري/);
    const again = await call('POST', `/api/exam-attempts/${attempt!.id}/submit`, user.headers);
    expect(again.json().code).toBe('exam_attempt_submitted');

    await moveClock(() => clock.set(CLOSES));
    const revealed = await view(await call('GET', `/api/exams/${examId}`, students[3]!.headers));
    expect(revealed.lastResult!.score).toBe(100);
    expect(revealed.lastResult!.passed).toBe(true);
    expect(
      revealed.lastResult!.questions!.every(
        (q) => q.correct === q.chosen && q.explanation?.startsWith('شرح سري'),
      ),
    ).toBe(true);
  });

  it('opens the lessons after the exam once it is passed, not before', async () => {
    const passed = await call('GET', `/api/Student/contentlesson/${afterExamId}`, students[3]!.headers);
    expect(passed.statusCode).toBe(200);
    const failed = await call('GET', `/api/Student/contentlesson/${afterExamId}`, students[2]!.headers);
    expect(failed.statusCode).toBe(403);
  });

  it('refuses a second attempt when one is allowed, and a start after the window closed', async () => {
    const response = await start(students[3]!.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('exam_no_attempts_left');
    const closed = await start(students[4]!.headers);
    expect(closed.json().code).toBe('exam_closed');
  });

  it('gives the teacher the distribution and per-question figures, and re-scores a broken question', async () => {
    const response = await call('GET', `/api/teacher/exams/${examId}/results`, teacher);
    expect(response.statusCode).toBe(200);
    const results = response.json().data as ExamResults;
    // students 1 and 2 were submitted at the deadline (2 with nothing answered), 3 left, 4 submitted
    expect(results.attempts).toBe(4);
    expect(results.distribution.reduce((a, b) => a + b, 0)).toBe(4);
    expect(results.distribution[9]).toBe(1);
    const q1 = results.questions.find((q) => q.shown === 3);
    if (q1) expect(q1.percentCorrect).not.toBeNull();
    expect(
      results.questions.every(
        (q) => q.percentCorrect === null || (q.percentCorrect >= 0 && q.percentCorrect <= 100),
      ),
    ).toBe(true);
    expect(results.students.map((s) => s.submittedBy).sort()).toEqual([
      'deadline',
      'deadline',
      'deadline',
      'student',
    ]);

    // the question student 3 got right becomes broken: left out, their score falls to 0 of 9
    const right = await t.db
      .selectFrom('exam_answers as a')
      .innerJoin('exam_attempts as x', 'x.id', 'a.attempt_id')
      .select('a.question_id')
      .where('x.user_id', '=', students[2]!.id)
      .executeTakeFirstOrThrow();
    const broken = await call('PUT', `/api/teacher/bank/${right.question_id}/broken`, teacher, {
      broken: true,
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().data.rescoredAttempts).toBeGreaterThanOrEqual(1);
    const row = await t.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('user_id', '=', students[2]!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ score: 0, correct_count: 0, counted_count: 9 });
  });

  it('lists the top students on the honour board by the name or initials each chose', async () => {
    const board = async (headers: Headers) => {
      const response = await call(
        'GET',
        `/api/courses/${course.courseId}/honour-board?lessonId=${examId}`,
        headers,
      );
      expect(response.statusCode).toBe(200);
      return response.json().data as HonourBoard;
    };
    const before = await board(students[0]!.headers);
    expect(before.entries[0]).toMatchObject({ rank: 1, name: 'ط. ر. 4.', score: 100, isMe: false });
    await call('PUT', '/api/exams/honour-name', students[3]!.headers, { show: 'name' });
    const after = await board(students[3]!.headers);
    expect(after.entries[0]).toMatchObject({ name: 'طالب رقم 4', isMe: true });
    expect(after.myChoice).toBe('name');
    expect(after.entries.map((e) => e.score)).toEqual(
      [...after.entries.map((e) => e.score)].sort((a, b) => b - a),
    );
  });
  it("reads the student's choice of name, and the teacher's copy of the board", async () => {
    const mine = await call('GET', '/api/exams/honour-name', students[3]!.headers);
    expect(mine.json().data).toEqual({ show: 'name' });
    const theirs = await call('GET', '/api/exams/honour-name', students[0]!.headers);
    expect(theirs.json().data).toEqual({ show: 'initials' });
    const response = await call('GET', `/api/teacher/courses/${course.courseId}/honour-board`, teacher);
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json().data as { onHome: boolean; entries: Array<{ name: string; rank: number }> };
    expect(board.onHome).toBe(false);
    expect(board.entries[0]).toMatchObject({ rank: 1, name: 'طالب رقم 4' });
    const otherExam = await call(
      'GET',
      `/api/teacher/courses/${course.courseId}/honour-board?lessonId=${afterExamId}`,
      teacher,
    );
    expect(otherExam.statusCode).toBe(404);
  });

  it("shows a course's board on the public home page only once the teacher turns it on", async () => {
    const publicBoards = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/honour-boards',
        headers: { 'x-tenant-id': t.tenantId },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as {
        boards: Array<{ courseId: string; entries: Array<{ name: string; score: number }> }>;
      };
    };
    expect((await publicBoards()).boards).toEqual([]);
    const on = await call('PUT', `/api/teacher/courses/${course.courseId}/honour-board`, teacher, {
      onHome: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.onHome).toBe(true);
    const shown = await publicBoards();
    expect(shown.boards.map((b) => b.courseId)).toEqual([course.courseId]);
    // names as each student chose; no time, no ids
    expect(shown.boards[0]!.entries[0]).toEqual({ rank: 1, name: 'طالب رقم 4', score: 100 });
    expect(JSON.stringify(shown)).not.toMatch(/userId|seconds|isMe/);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'course.honour-board-home')
      .execute();
    expect(audit).toHaveLength(1);
    // turned off, it leaves the home page
    await call('PUT', `/api/teacher/courses/${course.courseId}/honour-board`, teacher, { onHome: false });
    expect((await publicBoards()).boards).toEqual([]);
  });

  it("answers an exam lesson's content in the exam shape, naming the lesson only", async () => {
    const response = await call('GET', `/api/Student/contentlesson/${examId}`, students[3]!.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      id: examId,
      type: 'Exam',
      lessonName: 'Exam placeholder',
      isCompleted: true,
      passDegree: 60,
    });
  });
});
