import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
import {
  authHeaders,
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  uniquePhone,
  type TestApp,
} from './harness.ts';
import {
  daysBefore,
  enroll,
  get,
  post,
  quiz,
  refusal,
  seedCourse,
  standardCourse,
  statusAndBody,
  video,
} from './learning-fixtures.ts';

const NOW = new Date('2026-03-01T09:00:00.000Z');
const VIDEOS = '/api/Student/GetStudentVideosProgressByParent';
const QUIZZES = '/api/Student/GetStudentQuizzesProgressByParent';
const NO_ACCESS = "You do not have access to this student's progress.";

interface Person {
  id: string;
  name: string;
  phone: string;
  parentPhone: string;
  headers: Record<string, string>;
}

let deviceSequence = 0;

describe.each(engines())('parent progress endpoints (%s)', (engine) => {
  let t: TestApp;
  let course: ImportedCourse;
  let student: Person;
  let otherStudent: Person;
  let moderator: Person;
  let admin: Person;
  let otherTenantStudent: Person;
  let otherTenantModerator: Person;

  /** A user inserted directly (phones known) and signed in through the API. */
  const person = async (
    role: 'Student' | 'Moderator' | 'Admin' = 'Student',
    tenantId = t.tenantId,
  ): Promise<Person> => {
    const user = await createUser(t.db, { role, tenantId, phoneNumber: uniquePhone() });
    const row = await t.db
      .selectFrom('users')
      .select(['user_name', 'parent_phone'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    deviceSequence += 1;
    const deviceId = `parents-device-${deviceSequence}`;
    const { token } = await login(t.app, {
      identifier: user.identifier,
      password: user.password,
      deviceId,
      tenantId,
    });
    return {
      id: user.id,
      name: row.user_name,
      phone: user.phoneNumber,
      parentPhone: row.parent_phone,
      headers: authHeaders(token, tenantId, deviceId),
    };
  };

  const progressUrl = (path: string, parentPhone: string, studentPhone: string) =>
    `${path}/${encodeURIComponent(parentPhone)}?studentPhone=${encodeURIComponent(studentPhone)}`;
  const ask = (path: string, asker: Person | null, of: { parentPhone: string; phone: string }) =>
    get(t.app, progressUrl(path, of.parentPhone, of.phone), asker?.headers ?? { 'x-tenant-id': t.tenantId });

  beforeAll(async () => {
    t = await createTestApp({ engine, now: createClock(NOW).now });
    course = await seedCourse(
      t,
      standardCourse({
        units: [
          // passDegree 50: a score of 50 passes here (it would not with the default 70)
          { unitName: 'Unit one', lessons: [video('U1 video'), quiz('U1 quiz', [1, 0], { passDegree: 50 })] },
          { unitName: 'Unit two', lessons: [video('U2 video'), quiz('U2 quiz', [2])] },
          { unitName: 'Unit three', lessons: [video('U3 video a'), video('U3 video b')] },
        ],
      }),
      { now: NOW },
    );
    // a course the student is not enrolled in: absent from the report
    await seedCourse(t, standardCourse({ courseName: 'Not enrolled' }), { now: NOW });
    [student, otherStudent, moderator, admin] = [
      await person(),
      await person(),
      await person('Moderator'),
      await person('Admin'),
    ];
    [otherTenantStudent, otherTenantModerator] = [
      await person('Student', t.otherTenantId),
      await person('Moderator', t.otherTenantId),
    ];
    await enroll(t.db, { userId: student.id, courseId: course.courseId, enrollmentDate: daysBefore(NOW, 1) });

    const [u1] = course.units;
    const complete = await post(
      t.app,
      '/api/Student/lesson-complete',
      { lessonId: u1!.lessonIds[0] },
      student.headers,
    );
    expect(complete.statusCode).toBe(200);
    const submit = await post(
      t.app,
      '/api/quizresult/submit',
      { lessonId: u1!.lessonIds[1], answers: [1, 1] },
      student.headers,
    );
    expect(submit.statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  const expectedVideos = () => {
    const [u1, u2, u3] = course.units;
    return {
      success: true,
      message: 'Student videos progress retrieved successfully.',
      data: {
        studentName: student.name,
        courses: [
          {
            courseId: course.courseId,
            courseName: 'أحياء الصف الثالث',
            totalVideos: 4,
            completedVideos: 1,
            percentComplete: 25,
            lessons: [
              {
                lessonId: u1!.lessonIds[0],
                lessonName: 'U1 video',
                unitName: 'Unit one',
                isCompleted: true,
                completedAt: NOW.toISOString(),
              },
              {
                lessonId: u2!.lessonIds[0],
                lessonName: 'U2 video',
                unitName: 'Unit two',
                isCompleted: false,
                completedAt: null,
              },
              {
                lessonId: u3!.lessonIds[0],
                lessonName: 'U3 video a',
                unitName: 'Unit three',
                isCompleted: false,
                completedAt: null,
              },
              {
                lessonId: u3!.lessonIds[1],
                lessonName: 'U3 video b',
                unitName: 'Unit three',
                isCompleted: false,
                completedAt: null,
              },
            ],
          },
        ],
      },
    };
  };

  const expectedQuizzes = () => ({
    success: true,
    message: 'Student quizzes progress retrieved successfully.',
    data: {
      studentName: student.name,
      quizzes: [
        {
          lessonId: course.units[0]!.lessonIds[1],
          lessonName: 'U1 quiz',
          unitName: 'Unit one',
          courseName: 'أحياء الصف الثالث',
          score: 50,
          passed: true,
          correctCount: 1,
          totalCount: 2,
          submittedAt: NOW.toISOString(),
          firstScore: 50,
          attemptCount: 1,
        },
      ],
    },
  });

  it('staff (Moderator and Admin) get the video report with the completed video counted', async () => {
    for (const staff of [moderator, admin]) {
      const res = await ask(VIDEOS, staff, student);
      expect(statusAndBody(res)).toEqual({ status: 200, body: expectedVideos() });
    }
  });

  it('staff get the quiz report: only submitted quizzes, passed judged by the quiz pass degree', async () => {
    for (const staff of [moderator, admin]) {
      const res = await ask(QUIZZES, staff, student);
      expect(statusAndBody(res)).toEqual({ status: 200, body: expectedQuizzes() });
    }
  });

  it('the student themself gets both reports', async () => {
    expect(statusAndBody(await ask(VIDEOS, student, student))).toEqual({
      status: 200,
      body: expectedVideos(),
    });
    expect(statusAndBody(await ask(QUIZZES, student, student))).toEqual({
      status: 200,
      body: expectedQuizzes(),
    });
  });

  it('a student with no enrolment or submission gets empty reports', async () => {
    expect(statusAndBody(await ask(VIDEOS, otherStudent, otherStudent))).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Student videos progress retrieved successfully.',
        data: { studentName: otherStudent.name, courses: [] },
      },
    });
    expect((await ask(QUIZZES, moderator, otherStudent)).json().data).toEqual({
      studentName: otherStudent.name,
      quizzes: [],
    });
  });

  it('routes case-insensitively', async () => {
    const res = await get(
      t.app,
      progressUrl(VIDEOS.toLowerCase(), student.parentPhone, student.phone),
      moderator.headers,
    );
    expect(statusAndBody(res)).toEqual({ status: 200, body: expectedVideos() });
  });

  it('another student asking with the right phones → 403', async () => {
    for (const path of [VIDEOS, QUIZZES]) {
      expect(statusAndBody(await ask(path, otherStudent, student))).toEqual(refusal(403, NO_ACCESS));
    }
  });

  it('no token → 401', async () => {
    for (const path of [VIDEOS, QUIZZES]) {
      const res = await ask(path, null, student);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, data: null });
    }
  });

  it('a wrong parent phone or an unknown student → the same 404 "Student not found."', async () => {
    const wrongParent = { phone: student.phone, parentPhone: otherStudent.parentPhone };
    const unknownStudent = { phone: uniquePhone(), parentPhone: student.parentPhone };
    for (const path of [VIDEOS, QUIZZES]) {
      expect(statusAndBody(await ask(path, moderator, wrongParent))).toEqual(
        refusal(404, 'Student not found.'),
      );
      expect(statusAndBody(await ask(path, moderator, unknownStudent))).toEqual(
        refusal(404, 'Student not found.'),
      );
      // the student themself cannot learn another parent phone either
      expect(statusAndBody(await ask(path, student, wrongParent))).toEqual(
        refusal(404, 'Student not found.'),
      );
    }
  });

  it('a parent phone passed as the student phone (swapped) → 404', async () => {
    const swapped = { phone: student.parentPhone, parentPhone: student.phone };
    expect(statusAndBody(await ask(VIDEOS, moderator, swapped))).toEqual(refusal(404, 'Student not found.'));
  });

  it("staff of tenant A asking about tenant B's student → 404 (B's own staff get the report)", async () => {
    for (const path of [VIDEOS, QUIZZES]) {
      expect(statusAndBody(await ask(path, moderator, otherTenantStudent))).toEqual(
        refusal(404, 'Student not found.'),
      );
      const own = await ask(path, otherTenantModerator, otherTenantStudent);
      expect(own.statusCode).toBe(200);
      expect(own.json().data.studentName).toBe(otherTenantStudent.name);
    }
  });

  it.each([
    ['a short parent phone', '0101234567', '01012345678', 'parentPhone'],
    ['a parent phone with letters', '01x12345678', '01012345678', 'parentPhone'],
    ['an international student phone', '01012345678', '+201012345678', 'studentPhone'],
    ['an empty student phone', '01012345678', '', 'studentPhone'],
  ])('%s → 400 naming the field', async (_label, parentPhone, studentPhone, field) => {
    for (const path of [VIDEOS, QUIZZES]) {
      const res = await get(t.app, progressUrl(path, parentPhone, studentPhone), moderator.headers);
      expect(res.statusCode).toBe(400);
      const body = res.json() as { success: boolean; message: string; data: null };
      expect(body).toMatchObject({ success: false, data: null });
      expect(body.message).toContain(field);
    }
  });

  it('a missing studentPhone → 400 naming the field', async () => {
    const res = await get(t.app, `${VIDEOS}/${student.parentPhone}`, moderator.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('studentPhone');
  });
});
