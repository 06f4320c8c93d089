import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
import { createClock, createTestApp, engines, OTHER_TENANT_ID, TENANT_ID, type TestApp } from './harness.ts';
import {
  daysBefore,
  enroll,
  get,
  ownUnit,
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
import { AppCaches } from '../src/cache/app-caches.ts';

const NOW = new Date('2026-03-01T09:00:00.000Z');

describe.each(engines())('learning trees and completion (%s)', (engine) => {
  let t: TestApp;
  let course: ImportedCourse;
  let openCourse: ImportedCourse;
  let otherTenantCourse: ImportedCourse;
  let enrolled: SignedInStudent;
  let stranger: SignedInStudent;
  let unitOwner: SignedInStudent;
  const enrolledAt = daysBefore(NOW, 2);
  const acquiredAt = daysBefore(NOW, 1);

  beforeAll(async () => {
    const clock = createClock(NOW);
    t = await createTestApp({ engine, now: clock.now });
    course = await seedCourse(t, standardCourse(), { now: NOW });
    openCourse = await seedCourse(
      t,
      standardCourse({ courseName: 'Open course', isOpenToAll: true, price: 0 }),
      { now: NOW },
    );
    otherTenantCourse = await seedCourse(t, standardCourse(), { tenantId: OTHER_TENANT_ID, now: NOW });
    [enrolled, stranger, unitOwner] = await Promise.all([
      signedInStudent(t),
      signedInStudent(t),
      signedInStudent(t),
    ]);
    await enroll(t.db, { userId: enrolled.id, courseId: course.courseId, enrollmentDate: enrolledAt });
    await ownUnit(t.db, { userId: unitOwner.id, unitId: course.units[1]!.unitId, acquiredAt });
  });
  afterAll(() => t?.close());

  const treeUrl = (id: string) => `/api/Course/tree-course-with-progress?courseid=${id}`;

  describe('GET /api/Course/tree-course-with-progress', () => {
    it("answers the enrolled student's course tree with progress, in the original's shape", async () => {
      const [u1, u2, u3] = course.units;
      await post(t.app, '/api/Student/lesson-complete', { lessonId: u1!.lessonIds[0] }, enrolled.headers);
      const response = await get(t.app, treeUrl(course.courseId), enrolled.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Course tree retrieved successfully.',
        data: {
          id: course.courseId,
          courseName: 'أحياء الصف الثالث',
          term: 'First',
          active: true,
          price: 150,
          grade: 'Secondary3',
          description: 'Biology',
          imagePath: null,
          modificationDate: NOW.toISOString(),
          isOpenToAll: false,
          enrollmentDate: enrolledAt,
          units: [
            {
              id: u1!.unitId,
              unitName: 'Unit one',
              titel: 'Cells',
              active: true,
              order: 1,
              lessons: [
                {
                  id: u1!.lessonIds[0],
                  lessonName: 'U1 video',
                  titel: null,
                  order: 1,
                  active: true,
                  type: 'Video',
                  isCompleted: true,
                  isQuizSubmitted: false,
                },
                {
                  id: u1!.lessonIds[1],
                  lessonName: 'U1 quiz',
                  titel: null,
                  order: 2,
                  active: true,
                  type: 'Quiz',
                  isCompleted: false,
                  isQuizSubmitted: false,
                },
              ],
            },
            {
              id: u2!.unitId,
              unitName: 'Unit two',
              titel: null,
              active: true,
              order: 2,
              lessons: [
                {
                  id: u2!.lessonIds[0],
                  lessonName: 'U2 video',
                  titel: null,
                  order: 1,
                  active: true,
                  type: 'Video',
                  isCompleted: false,
                  isQuizSubmitted: false,
                },
                {
                  id: u2!.lessonIds[1],
                  lessonName: 'U2 quiz',
                  titel: null,
                  order: 2,
                  active: true,
                  type: 'Quiz',
                  isCompleted: false,
                  isQuizSubmitted: false,
                },
              ],
            },
            {
              id: u3!.unitId,
              unitName: 'Unit three',
              titel: null,
              active: true,
              order: 3,
              lessons: [
                {
                  id: u3!.lessonIds[0],
                  lessonName: 'U3 video a',
                  titel: null,
                  order: 1,
                  active: true,
                  type: 'Video',
                  isCompleted: false,
                  isQuizSubmitted: false,
                },
                {
                  id: u3!.lessonIds[1],
                  lessonName: 'U3 video b',
                  titel: null,
                  order: 2,
                  active: true,
                  type: 'Video',
                  isCompleted: false,
                  isQuizSubmitted: false,
                },
              ],
            },
          ],
        },
      });
    });

    it('marks a submitted quiz as submitted and completed', async () => {
      const quizId = course.units[0]!.lessonIds[1]!;
      const submit = await post(
        t.app,
        '/api/quizresult/submit',
        { lessonId: quizId, answers: [1, 0] },
        enrolled.headers,
      );
      expect(submit.statusCode).toBe(200);
      const tree = (await get(t.app, treeUrl(course.courseId), enrolled.headers)).json();
      expect(tree.data.units[0].lessons[1]).toMatchObject({
        id: quizId,
        isCompleted: true,
        isQuizSubmitted: true,
      });
    });

    it('is also served without the /api prefix', async () => {
      const response = await get(
        t.app,
        `/Course/tree-course-with-progress?courseid=${course.courseId}`,
        enrolled.headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data.id).toBe(course.courseId);
    });

    it('refuses a student who is not enrolled with 403', async () => {
      expect(statusAndBody(await get(t.app, treeUrl(course.courseId), stranger.headers))).toEqual(
        refusal(403, 'You are not enrolled in this course.'),
      );
      // owning one unit by code is not an enrolment in the course
      expect(statusAndBody(await get(t.app, treeUrl(course.courseId), unitOwner.headers))).toEqual(
        refusal(403, 'You are not enrolled in this course.'),
      );
    });

    it('serves an open-to-all course to any signed-in student, with no enrollment date', async () => {
      const response = await get(t.app, treeUrl(openCourse.courseId), stranger.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: openCourse.courseId,
        isOpenToAll: true,
        enrollmentDate: null,
      });
    });

    it('answers 401 without a token', async () => {
      const response = await get(t.app, treeUrl(course.courseId));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, data: null });
    });

    it("answers 404 for an unknown course and for another tenant's course", async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', otherTenantCourse.courseId]) {
        expect(statusAndBody(await get(t.app, treeUrl(id), enrolled.headers))).toEqual(
          refusal(404, 'Course details not found.'),
        );
      }
    });

    it('answers 400 for a malformed course id', async () => {
      const response = await get(t.app, treeUrl('12345'), enrolled.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: expect.stringMatching(/^courseid: /),
        data: null,
        code: expect.any(String),
      });
    });

    it('runs a bounded number of queries, whatever the size of the course', async () => {
      const big = await seedCourse(
        t,
        standardCourse({
          courseName: 'Big',
          units: Array.from({ length: 8 }, (_, u) => ({
            unitName: `Big unit ${u}`,
            lessons: Array.from({ length: 10 }, (_, l) =>
              l === 9 ? quiz(`Big quiz ${u}`, [0]) : video(`Big ${u}.${l}`),
            ),
          })),
        }),
        { now: NOW },
      );
      await enroll(t.db, { userId: enrolled.id, courseId: big.courseId, enrollmentDate: enrolledAt });
      // the same database through a plugin that counts every executed statement
      let queries = 0;
      const counted = t.db.withPlugin({
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          queries += 1;
          return args.result;
        },
      });
      const { getCourseTreeWithProgress } =
        await import('../src/domain/courses/get-course-tree-with-progress.ts');
      const ctx = { db: counted, tenantId: TENANT_ID, now: () => NOW, caches: new AppCaches() };
      const first = await getCourseTreeWithProgress(ctx, { userId: enrolled.id, courseId: big.courseId });
      expect(first.units).toHaveLength(8);
      expect(first.units.flatMap((unit) => unit.lessons)).toHaveLength(80);
      // one statement for the course version + enrollment + unit ownerships + completions + submissions,
      // then the course row, its units and its lessons
      expect(queries).toBe(4);
      queries = 0;
      await getCourseTreeWithProgress(ctx, { userId: enrolled.id, courseId: big.courseId });
      // course row, units and lessons come from the cache while the course's modification date holds
      expect(queries).toBe(1);
    });
    it('renders the same JSON as the object answer, whatever the names contain', async () => {
      const odd = await seedCourse(
        t,
        standardCourse({
          courseName: 'Quotes " and \\ backslash',
          units: [
            {
              unitName: 'Unit "A" \u2028',
              titel: 'ت\n',
              lessons: [video('Lesson "1" </script>'), quiz('Q "1"', [0])],
            },
          ],
        }),
        { now: NOW },
      );
      await enroll(t.db, { userId: enrolled.id, courseId: odd.courseId, enrollmentDate: enrolledAt });
      await post(
        t.app,
        '/api/Student/lesson-complete',
        { lessonId: odd.units[0]!.lessonIds[0] },
        enrolled.headers,
      );
      const { getCourseTreeWithProgress, getCourseTreeWithProgressJson } =
        await import('../src/domain/courses/get-course-tree-with-progress.ts');
      const ctx = { db: t.db, tenantId: TENANT_ID, now: () => NOW };
      const object = await getCourseTreeWithProgress(ctx, { userId: enrolled.id, courseId: odd.courseId });
      const json = await getCourseTreeWithProgressJson(ctx, { userId: enrolled.id, courseId: odd.courseId });
      expect(JSON.parse(json)).toEqual(object);
      expect(object.units[0]!.lessons[0]).toMatchObject({
        lessonName: 'Lesson "1" </script>',
        isCompleted: true,
      });
      const response = await get(t.app, treeUrl(odd.courseId), enrolled.headers);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().data).toEqual(object);
    });

    it('keeps serving a deactivated course to its enrolled students (hidden from the catalogue only)', async () => {
      const hidden = await seedCourse(t, standardCourse({ courseName: 'Withdrawn', active: false }), {
        now: NOW,
      });
      await enroll(t.db, { userId: enrolled.id, courseId: hidden.courseId, enrollmentDate: enrolledAt });
      const response = await get(t.app, treeUrl(hidden.courseId), enrolled.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: hidden.courseId, active: false });
      expect((await get(t.app, `/api/Course/tree?courseid=${hidden.courseId}`)).statusCode).toBe(404);
      expect((await get(t.app, treeUrl(hidden.courseId), stranger.headers)).statusCode).toBe(403);
    });

    it('serves a changed course once its modification date moves, and a new open-to-all flag at once', async () => {
      const changed = await seedCourse(t, standardCourse({ courseName: 'Before' }), { now: NOW });
      await enroll(t.db, { userId: enrolled.id, courseId: changed.courseId, enrollmentDate: enrolledAt });
      expect((await get(t.app, treeUrl(changed.courseId), enrolled.headers)).json().data.courseName).toBe(
        'Before',
      );
      await t.db
        .updateTable('units')
        .set({ unit_name: 'Renamed unit' })
        .where('id', '=', changed.units[0]!.unitId)
        .execute();
      await t.db
        .updateTable('courses')
        .set({ course_name: 'After', modification_date: new Date(NOW.getTime() + 1000).toISOString() })
        .where('id', '=', changed.courseId)
        .execute();
      const after = (await get(t.app, treeUrl(changed.courseId), enrolled.headers)).json().data;
      expect(after.courseName).toBe('After');
      expect(after.units[0].unitName).toBe('Renamed unit');
      // entitlement never waits for the cache: opening the course to all lets a stranger in at once
      expect((await get(t.app, treeUrl(changed.courseId), stranger.headers)).statusCode).toBe(403);
      await t.db
        .updateTable('courses')
        .set({ is_open_to_all: 1 })
        .where('id', '=', changed.courseId)
        .execute();
      expect((await get(t.app, treeUrl(changed.courseId), stranger.headers)).statusCode).toBe(200);
    });
  });

  describe('GET /api/Course/tree-unit-with-progress', () => {
    const unitUrl = (id: number) => `/api/Course/tree-unit-with-progress?unitId=${id}`;

    it('answers a unit owned by code, with the ownership date as the window start', async () => {
      const unit = course.units[1]!;
      const response = await get(t.app, unitUrl(unit.unitId), unitOwner.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Unit retrieved successfully.',
        data: {
          id: unit.unitId,
          unitName: 'Unit two',
          titel: null,
          order: 2,
          active: true,
          enrollmentDate: acquiredAt,
          courseId: course.courseId,
          courseName: 'أحياء الصف الثالث',
          lessons: [
            {
              id: unit.lessonIds[0],
              lessonName: 'U2 video',
              titel: null,
              order: 1,
              active: true,
              type: 'Video',
              isCompleted: false,
              isQuizSubmitted: false,
            },
            {
              id: unit.lessonIds[1],
              lessonName: 'U2 quiz',
              titel: null,
              order: 2,
              active: true,
              type: 'Quiz',
              isCompleted: false,
              isQuizSubmitted: false,
            },
          ],
        },
      });
    });

    it('answers a unit of a course the student is enrolled in, with the enrollment date', async () => {
      const response = await get(t.app, unitUrl(course.units[2]!.unitId), enrolled.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: course.units[2]!.unitId,
        enrollmentDate: enrolledAt,
        order: 3,
      });
    });

    it('refuses a student who neither owns the unit nor holds its course with 403', async () => {
      expect(statusAndBody(await get(t.app, unitUrl(course.units[0]!.unitId), unitOwner.headers))).toEqual(
        refusal(403, 'You do not have access to this unit.'),
      );
    });

    it("answers 404 for an unknown unit and another tenant's unit, 400 for a bad id", async () => {
      for (const id of [999_999, otherTenantCourse.units[0]!.unitId]) {
        expect(statusAndBody(await get(t.app, unitUrl(id), enrolled.headers))).toEqual(
          refusal(404, 'Unit not found.'),
        );
      }
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/Course/tree-unit-with-progress?unitId=x',
        headers: enrolled.headers,
      });
      expect(bad.statusCode).toBe(400);
    });

    it('is also served without the /api prefix', async () => {
      const response = await get(
        t.app,
        `/Course/tree-unit-with-progress?unitId=${course.units[1]!.unitId}`,
        unitOwner.headers,
      );
      expect(response.statusCode).toBe(200);
    });
  });

  describe('GET /api/Unit/{id}/lessons', () => {
    it('pages the lessons of an owned unit with its names', async () => {
      const unit = course.units[1]!;
      const response = await get(
        t.app,
        `/api/Unit/${unit.unitId}/lessons?pageNumber=2&pageSize=1`,
        unitOwner.headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Unit lessons retrieved successfully.',
        data: {
          lessons: [
            {
              id: unit.lessonIds[1],
              lessonName: 'U2 quiz',
              titel: null,
              order: 2,
              active: true,
              type: 'Quiz',
              isCompleted: false,
              isQuizSubmitted: false,
            },
          ],
          unitName: 'Unit two',
          unitTitle: null,
          courseName: 'أحياء الصف الثالث',
          totalCount: 2,
          totalPages: 2,
          currentPage: 2,
        },
      });
    });

    it('defaults to page 1 of 10 and carries the unit title', async () => {
      const body = (
        await get(t.app, `/api/Unit/${course.units[0]!.unitId}/lessons`, enrolled.headers)
      ).json();
      expect(body.data).toMatchObject({
        unitName: 'Unit one',
        unitTitle: 'Cells',
        totalCount: 2,
        totalPages: 1,
        currentPage: 1,
      });
      expect(body.data.lessons).toHaveLength(2);
    });

    it('refuses 403 without entitlement and 404 for unknown units', async () => {
      expect(
        statusAndBody(await get(t.app, `/api/Unit/${course.units[0]!.unitId}/lessons`, stranger.headers)),
      ).toEqual(refusal(403, 'You do not have access to this unit.'));
      expect(statusAndBody(await get(t.app, '/api/Unit/999999/lessons', stranger.headers))).toEqual(
        refusal(404, 'Unit not found.'),
      );
    });
  });

  describe('POST /api/Student/lesson-complete', () => {
    it('completes a video lesson once; a second call keeps the first time', async () => {
      const lessonId = course.units[1]!.lessonIds[0]!;
      const first = await post(t.app, '/api/Student/lesson-complete', { lessonId }, unitOwner.headers);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        success: true,
        message: 'Lesson completed.',
        data: { lessonId, isCompleted: true, completedAt: NOW.toISOString() },
      });
      const again = await post(
        t.app,
        '/api/Student/lesson-complete',
        { lessonId: String(lessonId) },
        unitOwner.headers,
      );
      expect(again.json().data).toEqual({ lessonId, isCompleted: true, completedAt: NOW.toISOString() });
      const rows = await t.db
        .selectFrom('lesson_completions')
        .selectAll()
        .where('user_id', '=', unitOwner.id)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('refuses a quiz lesson with 400 (a quiz is completed by its submission)', async () => {
      const response = await post(
        t.app,
        '/api/Student/lesson-complete',
        { lessonId: course.units[1]!.lessonIds[1] },
        unitOwner.headers,
      );
      expect(statusAndBody(response)).toEqual(refusal(400, 'A quiz is completed by submitting it.'));
    });

    it('refuses a lesson the student may not open with 403, an unknown lesson with 404, a missing id with 400', async () => {
      const locked = await post(
        t.app,
        '/api/Student/lesson-complete',
        { lessonId: course.units[2]!.lessonIds[0] },
        stranger.headers,
      );
      expect(statusAndBody(locked)).toEqual(refusal(403, 'You do not have access to this lesson.'));
      const unknown = await post(
        t.app,
        '/api/Student/lesson-complete',
        { lessonId: 999_999 },
        stranger.headers,
      );
      expect(statusAndBody(unknown)).toEqual(refusal(404, 'Lesson details not found.'));
      const missing = await post(t.app, '/api/Student/lesson-complete', {}, stranger.headers);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ success: false, data: null });
    });

    it('answers 401 without a token', async () => {
      const response = await post(
        t.app,
        '/api/Student/lesson-complete',
        { lessonId: 1 },
        { 'x-tenant-id': TENANT_ID },
      );
      expect(response.statusCode).toBe(401);
    });
  });
});
