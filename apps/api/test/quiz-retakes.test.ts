import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
import { recordedQuizFigures } from '../src/domain/quizzes/recorded-score.ts';
import {
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  authHeaders,
  type TestApp,
} from './harness.ts';
import { daysBefore, enroll, get, post, quiz, seedCourse, standardCourse } from './learning-fixtures.ts';

const NOW = new Date('2026-03-01T09:00:00.000Z');
const SUBMIT = '/api/quizresult/submit';
const QUIZZES = '/api/Student/GetStudentQuizzesProgressByParent';

describe.each(engines())(
  'quiz retakes keep every attempt; the teacher sees first and recorded best (%s)',
  (engine) => {
    let t: TestApp;
    let course: ImportedCourse;
    let moderatorHeaders: Record<string, string>;
    const lesson = (index: number) => course.units[0]!.lessonIds[index]!;

    beforeAll(async () => {
      t = await createTestApp({ engine, now: createClock(NOW).now });
      course = await seedCourse(
        t,
        standardCourse({
          units: [
            {
              unitName: 'Unit one',
              lessons: [
                quiz('Shown-key retake', [3], { isRetake: true, passDegree: 50 }),
                quiz('Hidden-key retake', [1, 2], {
                  isRetake: true,
                  passDegree: 50,
                  isAnswerDisplayed: false,
                }),
              ],
            },
          ],
        }),
        { now: NOW },
      );
      const moderator = await createUser(t.db, { role: 'Moderator' });
      moderatorHeaders = authHeaders((await login(t.app, { ...moderator, deviceId: 'mod' })).token);
    });
    afterAll(() => t.close());

    /** quizzes lock the lessons after them: the second quiz opens once the first is submitted */
    const openSecondQuiz = async (headers: Record<string, string>) =>
      expect((await post(t.app, SUBMIT, { lessonId: lesson(0), answers: [3] }, headers)).statusCode).toBe(
        200,
      );

    async function enrolledStudent() {
      const user = await createUser(t.db);
      const session = await login(t.app, { ...user, deviceId: `d-${user.id}` });
      await enroll(t.db, { userId: user.id, courseId: course.courseId, enrollmentDate: daysBefore(NOW, 1) });
      const row = await t.db
        .selectFrom('users')
        .select(['phone_number', 'parent_phone'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      return { ...user, ...row, headers: authHeaders(session.token, t.tenantId, `d-${user.id}`) };
    }

    const teacherView = async (student: Awaited<ReturnType<typeof enrolledStudent>>) => {
      const res = await get(
        t.app,
        `${QUIZZES}/${student.parent_phone}?studentPhone=${student.phone_number}`,
        moderatorHeaders,
      );
      expect(res.statusCode).toBe(200);
      return res.json().data.quizzes as Array<Record<string, unknown>>;
    };

    it('0, then resubmitting the key it was shown: the teacher still sees 0 (first 0, 2 attempts)', async () => {
      const student = await enrolledStudent();
      const first = await post(t.app, SUBMIT, { lessonId: lesson(0), answers: [0] }, student.headers);
      expect(first.json().data).toMatchObject({ score: 0, correctAnswers: [3] });
      const retake = await post(t.app, SUBMIT, { lessonId: lesson(0), answers: [3] }, student.headers);
      expect(retake.statusCode).toBe(200);
      expect(retake.json().data.score).toBe(100);

      const [shown] = await teacherView(student);
      expect(shown).toMatchObject({
        lessonId: lesson(0),
        score: 0,
        passed: false,
        firstScore: 0,
        attemptCount: 2,
      });

      const attempts = await t.db
        .selectFrom('quiz_attempts')
        .select(['attempt_number', 'score', 'answers', 'key_shown'])
        .where('user_id', '=', student.id)
        .orderBy('attempt_number')
        .execute();
      expect(attempts).toEqual([
        { attempt_number: 1, score: 0, answers: '[0]', key_shown: 1 },
        { attempt_number: 2, score: 100, answers: '[3]', key_shown: 1 },
      ]);
    });

    it('with the key never shown, a better retake raises the recorded score; a worse one does not lower it', async () => {
      const student = await enrolledStudent();
      await openSecondQuiz(student.headers);
      for (const answers of [
        [0, 0],
        [1, 2],
        [1, 0],
      ]) {
        const res = await post(t.app, SUBMIT, { lessonId: lesson(1), answers }, student.headers);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.correctAnswers).toBeNull();
      }
      const hidden = (await teacherView(student)).find((q) => q.lessonId === lesson(1));
      expect(hidden).toMatchObject({
        score: 100,
        passed: true,
        firstScore: 0,
        attemptCount: 3,
        correctCount: 2,
      });
    });

    it('concurrent retakes get distinct attempt numbers', async () => {
      const student = await enrolledStudent();
      await openSecondQuiz(student.headers);
      await post(t.app, SUBMIT, { lessonId: lesson(1), answers: [0, 0] }, student.headers);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          post(t.app, SUBMIT, { lessonId: lesson(1), answers: [1, 0] }, student.headers),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      const numbers = (
        await t.db
          .selectFrom('quiz_attempts')
          .select('attempt_number')
          .where('user_id', '=', student.id)
          .where('lesson_id', '=', lesson(1))
          .execute()
      ).map((r) => r.attempt_number);
      expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });
  },
);

describe('recordedQuizFigures', () => {
  const attempt = (attemptNumber: number, score: number, keyShown: boolean) => ({
    attemptNumber,
    score,
    correctCount: score,
    totalCount: 100,
    keyShown,
    submittedAt: `2026-01-0${attemptNumber}T00:00:00.000Z`,
  });

  it('ignores attempts taken after any earlier attempt showed the key', () => {
    const figures = recordedQuizFigures([attempt(2, 100, true), attempt(1, 40, true), attempt(3, 90, false)]);
    expect(figures).toMatchObject({ first: { score: 40 }, best: { score: 40 }, attemptCount: 3 });
  });

  it('counts better attempts until the key is shown', () => {
    const figures = recordedQuizFigures([
      attempt(1, 40, false),
      attempt(2, 70, true),
      attempt(3, 100, false),
    ]);
    expect(figures).toMatchObject({ first: { score: 40 }, best: { score: 70 }, attemptCount: 3 });
    expect(recordedQuizFigures([])).toBeNull();
  });
});
