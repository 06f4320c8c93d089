import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
import { authHeaders, createTestApp, createUser, engines, login, type TestApp } from './harness.ts';
import { daysBefore, enroll, seedCourse, standardCourse, video } from './learning-fixtures.ts';

const START = new Date('2026-03-06T17:00:00.000Z');

/**
 * The course player reads a student's exam passes only for courses whose tree has an exam lesson
 * (domain/access/entitlement.ts). A course whose tree was read without one and then gains an exam
 * must still open the lessons after it to the students who passed it, on the very first request.
 */
describe.each(engines())('exam gates after a course gains an exam (%s)', (engine) => {
  let t: TestApp;
  let course: ImportedCourse;
  let examId: number;
  let afterExamId: number;
  const headers: Record<'passed' | 'notPassed', Record<string, string>> = { passed: {}, notPassed: {} };
  const userIds: Record<'passed' | 'notPassed', string> = { passed: '', notPassed: '' };

  beforeAll(async () => {
    t = await createTestApp({ engine, now: () => START });
    course = await seedCourse(
      t,
      standardCourse({
        units: [{ unitName: 'Unit one', lessons: [video('One'), video('Two'), video('Three')] }],
      }),
      { now: START },
    );
    examId = course.units[0]!.lessonIds[1]!;
    afterExamId = course.units[0]!.lessonIds[2]!;
    for (const who of ['passed', 'notPassed'] as const) {
      const user = await createUser(t.db);
      await enroll(t.db, {
        userId: user.id,
        courseId: course.courseId,
        enrollmentDate: daysBefore(START, 1),
      });
      const session = await login(t.app, { ...user, deviceId: `phone-${who}` });
      headers[who] = authHeaders(session.token, t.tenantId, `phone-${who}`);
      userIds[who] = user.id;
    }
  });
  afterAll(() => t.close());

  const lessonStatus = async (who: 'passed' | 'notPassed', lessonId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/Student/contentlesson/${lessonId}`,
        headers: headers[who],
      })
    ).statusCode;
  const treeLesson = async (who: 'passed' | 'notPassed', lessonId: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Course/tree-course-with-progress?courseid=${course.courseId}`,
      headers: headers[who],
    });
    expect(response.statusCode, response.body).toBe(200);
    const units = (
      response.json() as {
        data: { units: Array<{ lessons: Array<{ id: number; isQuizSubmitted: boolean }> }> };
      }
    ).data.units;
    return units.flatMap((unit) => unit.lessons).find((lesson) => lesson.id === lessonId)!;
  };

  it('opens every lesson while the course has no exam (its tree is now known to have none)', async () => {
    expect(await treeLesson('notPassed', afterExamId)).toBeDefined();
    expect(await lessonStatus('passed', afterExamId)).toBe(200);
    expect(await lessonStatus('notPassed', afterExamId)).toBe(200);
  });

  it('once a lesson becomes an exam, opens the lessons after it to the student who passed it only', async () => {
    await t.db
      .updateTable('lessons')
      .set({ type: 'Exam', pass_degree: 60 })
      .where('id', '=', examId)
      .execute();
    await t.db
      .updateTable('courses')
      .set({ modification_date: new Date(START.getTime() + 1).toISOString() })
      .where('id', '=', course.courseId)
      .execute();
    await t.db
      .insertInto('exam_attempts')
      .values({
        tenant_id: t.tenantId,
        lesson_id: examId,
        user_id: userIds.passed,
        attempt_number: 1,
        seed: 1,
        questions: '[]',
        device_id: 'phone-passed',
        device_seen_at: START.toISOString(),
        started_at: START.toISOString(),
        deadline_at: START.toISOString(),
        submitted_at: START.toISOString(),
        submitted_by: 'student',
        score: 100,
        correct_count: 0,
        counted_count: 0,
        passed: 1,
      })
      .execute();

    // first request after the change, on each path that reads holdings before the tree
    expect((await treeLesson('passed', examId)).isQuizSubmitted).toBe(true);
    expect(await lessonStatus('passed', afterExamId)).toBe(200);
    expect((await treeLesson('notPassed', examId)).isQuizSubmitted).toBe(false);
    expect(await lessonStatus('notPassed', afterExamId)).toBe(403);
  });
});
