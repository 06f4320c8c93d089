import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
import { createClock, createTestApp, engines, TENANT_ID, type TestApp } from './harness.ts';
import {
  daysBefore,
  enroll,
  get,
  post,
  quiz,
  refusal,
  seedCourse,
  signedInStudent,
  standardCourse,
  statusAndBody,
  video,
  type SignedInStudent,
} from './learning-fixtures.ts';

const NOW = new Date('2026-03-01T09:00:00.000Z');
const SUBMIT = '/api/quizresult/submit';

describe.each(engines())('POST /api/quizresult/submit (%s)', (engine) => {
  let t: TestApp;
  let course: ImportedCourse;
  let alice: SignedInStudent;
  let bob: SignedInStudent;
  let carol: SignedInStudent;
  let stranger: SignedInStudent;

  /** unit 1: [video, quiz (1,0), retake quiz (3), hidden-answers quiz (0, 1, 2)]; unit 2: [quiz (0)] */
  const lesson = (unit: number, index: number) => course.units[unit]!.lessonIds[index]!;
  const storedRows = (userId: string, lessonId: number) =>
    t.db
      .selectFrom('quiz_submissions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId)
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ engine, now: createClock(NOW).now });
    course = await seedCourse(
      t,
      standardCourse({
        units: [
          {
            unitName: 'Unit one',
            lessons: [
              video('U1 video'),
              quiz('U1 quiz', [1, 0]),
              quiz('Retake quiz', [3], { isRetake: true, passDegree: 50, timeLimitMinutes: 10 }),
              quiz('Hidden quiz', [0, 1, 2], { isAnswerDisplayed: false }),
            ],
          },
          { unitName: 'Unit two', lessons: [quiz('U2 quiz', [0])] },
        ],
      }),
      { now: NOW },
    );
    [alice, bob, carol, stranger] = await Promise.all([
      signedInStudent(t),
      signedInStudent(t),
      signedInStudent(t),
      signedInStudent(t),
    ]);
    for (const student of [alice, bob, carol]) {
      await enroll(t.db, {
        userId: student.id,
        courseId: course.courseId,
        enrollmentDate: daysBefore(NOW, 1),
      });
    }
  });
  afterAll(() => t.close());

  it('scores on the server from the answers, ignoring a forged client score and notes', async () => {
    const response = await post(
      t.app,
      SUBMIT,
      { lessonId: lesson(0, 1), score: 100, notes: '2/2', answers: [1, 2] },
      alice.headers,
    );
    expect(statusAndBody(response)).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Quiz result submitted successfully.',
        data: {
          lessonId: lesson(0, 1),
          score: 50,
          notes: 'Correct answers: 1 out of 2',
          correctCount: 1,
          totalCount: 2,
          passed: false,
          correctAnswers: [1, 0],
        },
      },
    });
    const [row] = await storedRows(alice.id, lesson(0, 1));
    expect(row).toMatchObject({
      score: 50,
      correct_count: 1,
      total_count: 2,
      notes: 'Correct answers: 1 out of 2',
      answers: '[1,2]',
      attempts: 1,
    });
  });

  it('refuses a second submission with 409 and keeps the stored result', async () => {
    const again = await post(t.app, SUBMIT, { lessonId: lesson(0, 1), answers: [1, 0] }, alice.headers);
    expect(statusAndBody(again)).toEqual(refusal(409, 'This quiz has already been submitted.'));
    const rows = await storedRows(alice.id, lesson(0, 1));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 50, answers: '[1,2]', attempts: 1 });
  });

  it('shows the stored submission in the quiz content afterwards, with the answer key', async () => {
    const response = await get(t.app, `/api/Student/contentlesson/${lesson(0, 1)}`, alice.headers);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.quizScore).toBe(50);
    expect(data.submission).toEqual({
      score: 50,
      notes: 'Correct answers: 1 out of 2',
      answers: [1, 2],
      correctAnswers: [1, 0],
      correctCount: 1,
      totalCount: 2,
      passed: false,
      submittedAt: NOW.toISOString(),
    });
    // correctness appears only inside the submission, never on the questions
    expect(JSON.stringify(data.questions)).not.toMatch(/isCorrect|correct/i);
  });

  it('stores exactly one result when the same quiz is submitted several times at once', async () => {
    const attempts = [
      [1, 0],
      [0, 0],
      [1, 1],
      [2, 3],
      [null, 0],
    ];
    const responses = await Promise.all(
      attempts.map((answers) => post(t.app, SUBMIT, { lessonId: lesson(0, 1), answers }, bob.headers)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json().data;
    const rows = await storedRows(bob.id, lesson(0, 1));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.score).toBe(winner.score);
    expect(rows[0]!.attempts).toBe(1);
  });

  it('replaces the result and counts attempts when the quiz allows retakes', async () => {
    const first = await post(t.app, SUBMIT, { lessonId: lesson(0, 2), answers: [0] }, alice.headers);
    expect(first.json().data).toMatchObject({ score: 0, passed: false, correctAnswers: [3] });
    const second = await post(t.app, SUBMIT, { lessonId: lesson(0, 2), answers: [3] }, alice.headers);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({
      score: 100,
      passed: true,
      notes: 'Correct answers: 1 out of 1',
    });
    const rows = await storedRows(alice.id, lesson(0, 2));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 100, attempts: 2, answers: '[3]' });
    const content = (await get(t.app, `/api/Student/contentlesson/${lesson(0, 2)}`, alice.headers)).json()
      .data;
    expect(content).toMatchObject({ isRetake: true, passDegree: 50, timeLimitMinutes: 10, quizScore: 100 });
  });

  it('keeps the answer key hidden when the quiz does not display answers', async () => {
    const response = await post(
      t.app,
      SUBMIT,
      { lessonId: lesson(0, 3), answers: [0, 1, null] },
      alice.headers,
    );
    expect(response.json().data).toMatchObject({
      score: 67,
      correctCount: 2,
      totalCount: 3,
      correctAnswers: null,
    });
    const content = (await get(t.app, `/api/Student/contentlesson/${lesson(0, 3)}`, alice.headers)).json()
      .data;
    expect(content.isAnswerDisplayed).toBe(false);
    expect(content.submission).toMatchObject({ score: 67, answers: [0, 1, null], correctAnswers: null });
  });

  it('counts the submission as completing the lesson', async () => {
    const tree = (
      await get(t.app, `/api/Course/tree-course-with-progress?courseid=${course.courseId}`, alice.headers)
    ).json();
    expect(tree.data.units[0].lessons[1]).toMatchObject({ isCompleted: true, isQuizSubmitted: true });
    const completion = await t.db
      .selectFrom('lesson_completions')
      .selectAll()
      .where('user_id', '=', alice.id)
      .where('lesson_id', '=', lesson(0, 1))
      .execute();
    expect(completion).toHaveLength(1);
  });

  it.each([
    ['too few answers', [1], 'answers must have one entry per question (2), got 1.'],
    ['too many answers', [1, 0, 2], 'answers must have one entry per question (2), got 3.'],
    ['an index past the options', [1, 4], 'answers[1] must be an answer index from 0 to 3, or null.'],
  ])('refuses %s with 400 and stores nothing', async (_label, answers, message) => {
    const response = await post(t.app, SUBMIT, { lessonId: lesson(0, 1), answers }, carol.headers);
    expect(statusAndBody(response)).toEqual(refusal(400, message));
    expect(await storedRows(carol.id, lesson(0, 1))).toHaveLength(0);
  });

  it('refuses malformed bodies with 400', async () => {
    for (const payload of [
      { lessonId: lesson(0, 1), answers: [-1, 0] },
      { lessonId: lesson(0, 1) },
      { answers: [] },
      { lessonId: 'x', answers: [] },
    ]) {
      const response = await post(t.app, SUBMIT, payload, carol.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, data: null });
    }
  });

  it('refuses a video lesson with 400', async () => {
    const response = await post(t.app, SUBMIT, { lessonId: lesson(0, 0), answers: [] }, carol.headers);
    expect(statusAndBody(response)).toEqual(refusal(400, 'This lesson is not a quiz.'));
  });

  it('applies the same access checks as the content: locked, not entitled, unknown', async () => {
    // carol has not submitted the unit-1 quizzes: the unit-2 quiz is locked
    const locked = await post(t.app, SUBMIT, { lessonId: lesson(1, 0), answers: [0] }, carol.headers);
    expect(statusAndBody(locked)).toEqual(refusal(403, 'Must complete the previous quiz first'));
    const notEnrolled = await post(
      t.app,
      SUBMIT,
      { lessonId: lesson(0, 1), answers: [1, 0] },
      stranger.headers,
    );
    expect(statusAndBody(notEnrolled)).toEqual(refusal(403, 'You do not have access to this lesson.'));
    const unknown = await post(t.app, SUBMIT, { lessonId: 999_999, answers: [] }, carol.headers);
    expect(statusAndBody(unknown)).toEqual(refusal(404, 'Lesson details not found.'));
    expect(await storedRows(stranger.id, lesson(0, 1))).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    const response = await post(
      t.app,
      SUBMIT,
      { lessonId: lesson(0, 1), answers: [1, 0] },
      { 'x-tenant-id': TENANT_ID },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, data: null });
  });
});
