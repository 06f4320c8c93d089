import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
import { createClock, createTestApp, engines, OTHER_TENANT_ID, type TestApp } from './harness.ts';
import {
  daysBefore,
  enroll,
  get,
  ownUnit,
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
const contentUrl = (id: number) => `/api/Student/contentlesson/${id}`;

/** Marks a quiz submitted directly (its own endpoint is tested in quiz.test.ts). */
async function markSubmitted(t: TestApp, userId: string, lessonId: number) {
  await t.db
    .insertInto('quiz_submissions')
    .values({
      tenant_id: 'tenant5',
      user_id: userId,
      lesson_id: lessonId,
      score: 100,
      correct_count: 1,
      total_count: 1,
      notes: 'Correct answers: 1 out of 1',
      answers: '[0]',
      attempts: 1,
      submitted_at: NOW.toISOString(),
    })
    .execute();
}

describe.each(engines())('GET /api/Student/contentlesson/{id} (%s)', (engine) => {
  let t: TestApp;
  let course: ImportedCourse;
  /** unit 1: [quiz, video]; unit 2: [video] */
  let quizFirst: ImportedCourse;
  let openCourse: ImportedCourse;
  let otherTenantCourse: ImportedCourse;
  let inactiveLessonCourse: ImportedCourse;
  let students: Record<string, SignedInStudent>;

  beforeAll(async () => {
    t = await createTestApp({ engine, now: createClock(NOW).now });
    course = await seedCourse(
      t,
      standardCourse({
        units: [
          {
            unitName: 'Unit one',
            lessons: [
              video('U1 video', {
                attachmentUrl: 'https://files.example/u1.pdf',
                attachmentTitle: 'U1 notes',
              }),
              quiz('U1 quiz', [1, 0]),
            ],
          },
          { unitName: 'Unit two', lessons: [video('U2 video'), quiz('U2 quiz', [2])] },
          { unitName: 'Unit three', lessons: [video('U3 video a'), video('U3 video b')] },
        ],
      }),
      { now: NOW },
    );
    quizFirst = await seedCourse(
      t,
      standardCourse({
        courseName: 'Quiz first',
        units: [
          { unitName: 'B1', lessons: [quiz('B1 quiz', [0]), video('B1 video')] },
          { unitName: 'B2', lessons: [video('B2 video')] },
        ],
      }),
      { now: NOW },
    );
    openCourse = await seedCourse(
      t,
      standardCourse({
        courseName: 'Open',
        isOpenToAll: true,
        units: [
          { unitName: 'O1', lessons: [video('O1 video')] },
          { unitName: 'O2', lessons: [video('O2 video')] },
          { unitName: 'O3', lessons: [video('O3 video')] },
        ],
      }),
      { now: NOW },
    );
    otherTenantCourse = await seedCourse(t, standardCourse(), { tenantId: OTHER_TENANT_ID, now: NOW });
    inactiveLessonCourse = await seedCourse(
      t,
      standardCourse({
        courseName: 'Inactive lesson',
        units: [{ unitName: 'I1', lessons: [video('I1 shown'), video('I1 hidden', { active: false })] }],
      }),
      { now: NOW },
    );

    const names = [
      'day3',
      'day10',
      'noDate',
      'stranger',
      'owner',
      'ownerExpired',
      'ownerQuizFirst',
      'ownerB2',
    ];
    const list = await Promise.all(names.map(() => signedInStudent(t)));
    students = Object.fromEntries(names.map((name, i) => [name, list[i]!]));
    await enroll(t.db, {
      userId: students.day3!.id,
      courseId: course.courseId,
      enrollmentDate: daysBefore(NOW, 3),
    });
    await enroll(t.db, {
      userId: students.day10!.id,
      courseId: course.courseId,
      enrollmentDate: daysBefore(NOW, 10),
    });
    await enroll(t.db, {
      userId: students.day3!.id,
      courseId: inactiveLessonCourse.courseId,
      enrollmentDate: daysBefore(NOW, 1),
    });
    await enroll(t.db, { userId: students.noDate!.id, courseId: course.courseId, enrollmentDate: '' });
    await ownUnit(t.db, {
      userId: students.owner!.id,
      unitId: course.units[1]!.unitId,
      acquiredAt: daysBefore(NOW, 2),
    });
    await ownUnit(t.db, {
      userId: students.ownerExpired!.id,
      unitId: course.units[1]!.unitId,
      acquiredAt: daysBefore(NOW, 8),
    });
    await ownUnit(t.db, {
      userId: students.ownerQuizFirst!.id,
      unitId: quizFirst.units[0]!.unitId,
      acquiredAt: daysBefore(NOW, 1),
    });
    await ownUnit(t.db, {
      userId: students.ownerB2!.id,
      unitId: quizFirst.units[1]!.unitId,
      acquiredAt: daysBefore(NOW, 1),
    });
  });
  afterAll(() => t.close());

  const lesson = (c: ImportedCourse, unit: number, index: number) => c.units[unit]!.lessonIds[index]!;

  describe('course path (enrolment)', () => {
    it('answers the video content of an open unit', async () => {
      const id = lesson(course, 0, 0);
      const response = await get(t.app, contentUrl(id), students.day3!.headers);
      expect(statusAndBody(response)).toEqual({
        status: 200,
        body: {
          success: true,
          message: 'Lesson content retrieved successfully.',
          data: {
            id,
            type: 'Video',
            lessonName: 'U1 video',
            videoUrl: 'https://videos.example/U1%20video.mp4',
            attachmentUrl: 'https://files.example/u1.pdf',
            attachmentTitle: 'U1 notes',
            isCompleted: false,
          },
        },
      });
    });

    it('is also served without the /api prefix', async () => {
      const response = await get(
        t.app,
        `/Student/contentlesson/${lesson(course, 0, 0)}`,
        students.day3!.headers,
      );
      expect(response.statusCode).toBe(200);
    });

    it('answers quiz content with the settings and without any correctness', async () => {
      const id = lesson(course, 0, 1);
      const response = await get(t.app, contentUrl(id), students.day3!.headers);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        id,
        type: 'Quiz',
        lessonName: 'U1 quiz',
        isRetake: false,
        isScoreDisplayed: true,
        isAnswerDisplayed: true,
        passDegree: 70,
        quizScore: null,
        timeLimitMinutes: null,
        submission: null,
      });
      expect(data.questions).toHaveLength(2);
      expect(data.questions[0]).toEqual({
        id: expect.any(Number),
        text: 'U1 quiz question 1',
        type: 'MultipleChoice',
        answers: [0, 1, 2, 3].map((a) => ({ id: expect.any(Number), text: `U1 quiz q1 option ${a + 1}` })),
      });
      // nothing in the serialised answer tells which option is right
      expect(response.body).not.toMatch(/isCorrect|is_correct|correct|explanation|because/i);
    });

    it('refuses a unit whose week has not come yet with the number of days (injected clock)', async () => {
      // day 3 of the enrolment: unit 2 (index 1) opens on day 7; the unit-1 quiz is submitted so no lock applies
      await markSubmitted(t, students.day3!.id, lesson(course, 0, 1));
      const response = await get(t.app, contentUrl(lesson(course, 1, 0)), students.day3!.headers);
      expect(statusAndBody(response)).toEqual(refusal(403, 'This unit will be available in 4 day(s)'));
      // unit 3 sits behind the unit-2 quiz: the quiz lock speaks first, then the window
      expect(
        statusAndBody(await get(t.app, contentUrl(lesson(course, 2, 0)), students.day3!.headers)),
      ).toEqual(refusal(403, 'Must complete the previous quiz first'));
      await markSubmitted(t, students.day3!.id, lesson(course, 1, 1));
      const third = await get(t.app, contentUrl(lesson(course, 2, 0)), students.day3!.headers);
      expect(statusAndBody(third)).toEqual(refusal(403, 'This unit will be available in 11 day(s)'));
    });

    it('refuses a unit whose week has passed', async () => {
      const response = await get(t.app, contentUrl(lesson(course, 0, 0)), students.day10!.headers);
      expect(statusAndBody(response)).toEqual(refusal(403, 'Access period for this unit has ended'));
    });

    it('refuses a lesson behind an unsubmitted earlier quiz, and opens it once the quiz is submitted', async () => {
      const u2video = lesson(course, 1, 0);
      expect(statusAndBody(await get(t.app, contentUrl(u2video), students.day10!.headers))).toEqual(
        refusal(403, 'Must complete the previous quiz first'),
      );
      await markSubmitted(t, students.day10!.id, lesson(course, 0, 1));
      expect((await get(t.app, contentUrl(u2video), students.day10!.headers)).statusCode).toBe(200);
      // the quiz of the open unit is reachable now too, and unit 3 is still locked behind it
      expect((await get(t.app, contentUrl(lesson(course, 1, 1)), students.day10!.headers)).statusCode).toBe(
        200,
      );
      expect(
        statusAndBody(await get(t.app, contentUrl(lesson(course, 2, 0)), students.day10!.headers)),
      ).toEqual(refusal(403, 'Must complete the previous quiz first'));
    });

    it('refuses an enrolment without a date', async () => {
      expect(
        statusAndBody(await get(t.app, contentUrl(lesson(course, 0, 0)), students.noDate!.headers)),
      ).toEqual(refusal(403, 'Enrollment date unavailable'));
    });

    it('refuses a student who is not enrolled', async () => {
      expect(
        statusAndBody(await get(t.app, contentUrl(lesson(course, 0, 0)), students.stranger!.headers)),
      ).toEqual(refusal(403, 'You do not have access to this lesson.'));
    });

    it('opens every unit of an open-to-all course, whatever the date, to any student', async () => {
      for (const unit of [0, 1, 2]) {
        const response = await get(
          t.app,
          contentUrl(lesson(openCourse, unit, 0)),
          students.stranger!.headers,
        );
        expect(response.statusCode).toBe(200);
      }
    });
  });

  describe('unit-code path', () => {
    it('opens the owned unit in the window of unit 0, whatever its place in the course', async () => {
      // unit 2 of the course, owned for 2 days; the unsubmitted unit-1 quiz does not count in the unit viewer
      expect((await get(t.app, contentUrl(lesson(course, 1, 0)), students.owner!.headers)).statusCode).toBe(
        200,
      );
      expect((await get(t.app, contentUrl(lesson(course, 1, 1)), students.owner!.headers)).statusCode).toBe(
        200,
      );
    });

    it('refuses other units of the course', async () => {
      expect(
        statusAndBody(await get(t.app, contentUrl(lesson(course, 0, 0)), students.owner!.headers)),
      ).toEqual(refusal(403, 'You do not have access to this lesson.'));
    });

    it('refuses after the 7 days from the redemption', async () => {
      expect(
        statusAndBody(await get(t.app, contentUrl(lesson(course, 1, 0)), students.ownerExpired!.headers)),
      ).toEqual(refusal(403, 'Access period for this unit has ended'));
    });

    it('locks a lesson behind an unsubmitted quiz earlier in the same unit', async () => {
      expect(
        statusAndBody(
          await get(t.app, contentUrl(lesson(quizFirst, 0, 1)), students.ownerQuizFirst!.headers),
        ),
      ).toEqual(refusal(403, 'Must complete the previous quiz first'));
      expect(
        (await get(t.app, contentUrl(lesson(quizFirst, 0, 0)), students.ownerQuizFirst!.headers)).statusCode,
      ).toBe(200);
    });

    it('does not lock a unit behind a quiz of another unit', async () => {
      expect(
        (await get(t.app, contentUrl(lesson(quizFirst, 1, 0)), students.ownerB2!.headers)).statusCode,
      ).toBe(200);
    });
  });

  describe('cost', () => {
    it('answers a video lesson of a known course in one statement, and stays right after a content change', async () => {
      let queries = 0;
      const counted = t.db.withPlugin({
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          queries += 1;
          return args.result;
        },
      });
      const { getLessonContent } = await import('../src/domain/lessons/get-lesson-content.ts');
      const ctx = { db: counted, tenantId: 'tenant5', now: () => NOW, caches: new AppCaches() };
      const id = lesson(course, 0, 0);
      await getLessonContent(ctx, { userId: students.day3!.id, lessonId: id });
      queries = 0;
      const content = await getLessonContent(ctx, { userId: students.day3!.id, lessonId: id });
      expect(content).toMatchObject({ id, type: 'Video', lessonName: 'U1 video' });
      expect(queries).toBe(1);

      // an admin change bumps the course's modification date: the next read sees it
      await t.db
        .updateTable('lessons')
        .set({ video_url: 'https://videos.example/new.mp4' })
        .where('id', '=', id)
        .execute();
      await t.db
        .updateTable('courses')
        .set({ modification_date: new Date(NOW.getTime() + 5).toISOString() })
        .where('id', '=', course.courseId)
        .execute();
      const changed = await getLessonContent(ctx, { userId: students.day3!.id, lessonId: id });
      expect(changed).toMatchObject({ videoUrl: 'https://videos.example/new.mp4' });
      await t.db.updateTable('lessons').set({ active: 0 }).where('id', '=', id).execute();
      await t.db
        .updateTable('courses')
        .set({ modification_date: new Date(NOW.getTime() + 6).toISOString() })
        .where('id', '=', course.courseId)
        .execute();
      await expect(getLessonContent(ctx, { userId: students.day3!.id, lessonId: id })).rejects.toMatchObject({
        status: 404,
        message: 'Lesson details not found.',
      });
      await t.db.updateTable('lessons').set({ active: 1 }).where('id', '=', id).execute();
      await t.db
        .updateTable('courses')
        .set({ modification_date: NOW.toISOString() })
        .where('id', '=', course.courseId)
        .execute();
    });
  });

  describe('not found', () => {
    it("answers 404 for an unknown lesson, another tenant's lesson and an inactive lesson", async () => {
      const hidden = await t.db
        .selectFrom('lessons')
        .select('id')
        .where('lesson_name', '=', 'I1 hidden')
        .executeTakeFirstOrThrow();
      for (const id of [999_999, lesson(otherTenantCourse, 0, 0), hidden.id]) {
        expect(statusAndBody(await get(t.app, contentUrl(id), students.day3!.headers))).toEqual(
          refusal(404, 'Lesson details not found.'),
        );
      }
      expect(
        (await get(t.app, contentUrl(lesson(inactiveLessonCourse, 0, 0)), students.day3!.headers)).statusCode,
      ).toBe(200);
    });

    it('answers 400 for a non-numeric id and 401 without a token', async () => {
      const bad = await get(t.app, '/api/Student/contentlesson/abc', students.day3!.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, data: null });
      expect((await get(t.app, contentUrl(lesson(course, 0, 0)))).statusCode).toBe(401);
    });
  });
});
