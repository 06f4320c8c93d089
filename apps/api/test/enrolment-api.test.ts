import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeBatch } from '../src/domain/codes/index.ts';
import { authHeaders, createTestApp, createUser, engines, login, type TestApp } from './harness.ts';
import { importTestCourse, tenantCtx } from './codes-fixtures.ts';

describe.each(engines())('enrolment endpoints (%s)', (engine) => {
  let t: TestApp;
  let paidCourseId: string;
  let freeCourseId: string;
  let otherTenantCourseId: string;
  let student: { id: string; token: string };
  let other: { id: string; token: string };
  let moderator: { id: string; token: string };

  const codes = async (count: number, courseId = paidCourseId, tenantId = t.tenantId) =>
    (
      await createCodeBatch(tenantCtx(t.db, tenantId), {
        kind: 'course',
        targetId: courseId,
        count,
        codeHashKey: t.config.codeHashKey,
      })
    ).codes;

  const signIn = async (role: 'Student' | 'Moderator' = 'Student', tenantId = t.tenantId) => {
    const user = await createUser(t.db, { role, tenantId });
    const { token } = await login(t.app, { ...user, tenantId });
    return { id: user.id, token };
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    paidCourseId = (await importTestCourse(t.db, t.tenantId, { courseName: 'كورس مدفوع', price: 79.99 }))
      .courseId;
    freeCourseId = (await importTestCourse(t.db, t.tenantId, { courseName: 'كورس مجاني', price: 0 }))
      .courseId;
    otherTenantCourseId = (await importTestCourse(t.db, t.otherTenantId, { courseName: 'كورس مستأجر آخر' }))
      .courseId;
    [student, other, moderator] = await Promise.all([signIn(), signIn(), signIn('Moderator')]);
  });
  afterAll(() => t?.close());

  // every test student redeems from its own address, so the per-IP limit of one test does not leak into another
  const addresses = new Map<string, string>();
  const addressOf = (token: string) => {
    if (!addresses.has(token))
      addresses.set(token, `10.0.${Math.floor(addresses.size / 250)}.${(addresses.size % 250) + 1}`);
    return addresses.get(token)!;
  };
  const redeem = (token: string, query: string, prefix = '/api', remoteAddress = addressOf(token)) =>
    t.app.inject({
      method: 'POST',
      url: `${prefix}/Student/add-course-by-code?${query}`,
      headers: authHeaders(token),
      remoteAddress,
    });

  describe('POST /api/Student/add-course-by-code', () => {
    it('enrols with a valid code (dashes and case do not matter)', async () => {
      const s = await signIn();
      const [code] = await codes(1);
      const res = await redeem(s.token, `Code=${code!.toLowerCase()}&StudentId=${s.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Enrolled successfully.',
        data: { courseId: paidCourseId, courseName: 'كورس مدفوع', enrollmentDate: expect.any(String) },
      });
    });

    it("the answer names the course the code opened, whichever course's page it was typed on", async () => {
      const { courseId } = await importTestCourse(t.db, t.tenantId, { courseName: 'كورس آخر', price: 50 });
      const s = await signIn();
      const [code] = await codes(1, courseId);
      const res = await redeem(s.token, `Code=${code}&StudentId=${s.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { courseId, courseName: 'كورس آخر' } });
      expect(res.json().data.courseId).not.toBe(paidCourseId);
    });

    it('a used code → 400 "Code not found."', async () => {
      const [a, b] = [await signIn(), await signIn()];
      const [code] = await codes(1);
      expect((await redeem(a.token, `Code=${code}&StudentId=${a.id}`)).statusCode).toBe(200);
      const res = await redeem(b.token, `Code=${code}&StudentId=${b.id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Code not found.',
        data: null,
        code: expect.any(String),
      });
    });

    it('an unknown or malformed code → 400 "Code not found."', async () => {
      for (const query of [
        `Code=ZZZZ-ZZZZ-ZZZZ&StudentId=${other.id}`,
        `Code=O0O0-1111&StudentId=${other.id}`,
      ]) {
        const res = await redeem(other.token, query);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message: 'Code not found.',
          data: null,
          code: expect.any(String),
        });
      }
    });

    it('an empty or missing Code, or a missing StudentId → 400 envelope', async () => {
      for (const query of [`Code=&StudentId=${other.id}`, `StudentId=${other.id}`, 'Code=ABCD-EFGH-JKMN']) {
        const res = await redeem(other.token, query);
        expect(res.statusCode).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });

    it('already enrolled → 400 and the code stays usable by someone else', async () => {
      const s = await signIn();
      const [first, second] = await codes(2);
      expect((await redeem(s.token, `Code=${first}&StudentId=${s.id}`)).statusCode).toBe(200);
      const res = await redeem(s.token, `Code=${second}&StudentId=${s.id}`);
      expect([res.statusCode, res.json().message]).toEqual([400, 'You are already enrolled in this course.']);
      const x = await signIn();
      expect((await redeem(x.token, `Code=${second}&StudentId=${x.id}`)).statusCode).toBe(200);
    });

    it("refuses another student's StudentId with 403", async () => {
      const [code] = await codes(1);
      const res = await redeem(student.token, `Code=${code}&StudentId=${other.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        message: 'You can only act for your own account.',
        data: null,
        code: expect.any(String),
      });
    });

    it('a code of tenant B redeemed under tenant A → "Code not found."', async () => {
      const [code] = await codes(1, otherTenantCourseId, t.otherTenantId);
      const res = await redeem(student.token, `Code=${code}&StudentId=${student.id}`);
      expect([res.statusCode, res.json().message]).toEqual([400, 'Code not found.']);
    });

    it('needs a token → 401', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/Student/add-course-by-code?Code=AAAA&StudentId=${student.id}`,
        headers: { 'x-tenant-id': t.tenantId },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    });

    it('also answers without the /api prefix', async () => {
      const s = await signIn();
      const [code] = await codes(1);
      const res = await redeem(s.token, `Code=${code}&StudentId=${s.id}`, '');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.courseId).toBe(paidCourseId);
    });

    it('100 parallel requests with one code → exactly one 200 and one enrolment', async () => {
      const s = await signIn();
      const [code] = await codes(1);
      const responses = await Promise.all(
        Array.from({ length: 100 }, () => redeem(s.token, `Code=${code}&StudentId=${s.id}`)),
      );
      const ok = responses.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(1);
      for (const r of responses.filter((r) => r.statusCode !== 200)) {
        expect([400, 429]).toContain(r.statusCode);
        expect([
          'Code not found.',
          'You are already enrolled in this course.',
          'Too many attempts. Please wait a few minutes and try again.',
        ]).toContain(r.json().message);
      }
      const rows = await t.db.selectFrom('enrollments').selectAll().where('user_id', '=', s.id).execute();
      expect(rows).toHaveLength(1);
      const used = await t.db
        .selectFrom('course_codes')
        .select('redeemed_by')
        .where('redeemed_by', '=', s.id)
        .execute();
      expect(used).toHaveLength(1);
    });

    it('rate-limits failed attempts per student: the 11th within 10 minutes → 429', async () => {
      const s = await signIn();
      for (let i = 0; i < 10; i++) {
        expect((await redeem(s.token, `Code=WRONG-CODE-${i}XYZ&StudentId=${s.id}`)).statusCode).toBe(400);
      }
      const [code] = await codes(1);
      const res = await redeem(s.token, `Code=${code}&StudentId=${s.id}`);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        success: false,
        message: 'Too many attempts. Please wait a few minutes and try again.',
        data: null,
        code: expect.any(String),
      });
      // the code was not spent by the refused attempt
      const x = await signIn();
      expect((await redeem(x.token, `Code=${code}&StudentId=${x.id}`)).statusCode).toBe(200);
    });

    it('rate-limits failed attempts per IP (30 within 10 minutes) across students', async () => {
      const students = await Promise.all([signIn(), signIn(), signIn(), signIn()]);
      const ip = '192.0.2.77';
      for (let i = 0; i < 30; i++) {
        const s = students[i % 3]!;
        expect(
          (await redeem(s.token, `Code=WRONG-CODE-${i}XYZ&StudentId=${s.id}`, '/api', ip)).statusCode,
        ).toBe(400);
      }
      const fresh = students[3]!;
      const [code] = await codes(1);
      expect((await redeem(fresh.token, `Code=${code}&StudentId=${fresh.id}`, '/api', ip)).statusCode).toBe(
        429,
      );
      expect(
        (await redeem(fresh.token, `Code=${code}&StudentId=${fresh.id}`, '/api', '192.0.2.78')).statusCode,
      ).toBe(200);
    });
  });

  describe('GET /api/AdminStudent/IsEnrolled', () => {
    it('true for an enrolled course, false otherwise', async () => {
      const s = await signIn();
      const [code] = await codes(1);
      await redeem(s.token, `Code=${code}&StudentId=${s.id}`);
      const ask = (courseId: string) =>
        t.app.inject({
          url: `/api/AdminStudent/IsEnrolled?studentId=${s.id}&courseId=${courseId}`,
          headers: authHeaders(s.token),
        });
      const yes = await ask(paidCourseId);
      expect(yes.statusCode).toBe(200);
      expect(yes.json()).toBe(true);
      expect(yes.body).toBe('true');
      expect((await ask(freeCourseId)).json()).toBe(false);
      expect((await ask(otherTenantCourseId)).json()).toBe(false);
      expect((await ask(paidCourseId.toUpperCase())).json()).toBe(true);
      expect((await ask('not-a-guid')).statusCode).toBe(400);
    });

    it('false without a token', async () => {
      const res = await t.app.inject({
        url: `/api/AdminStudent/IsEnrolled?studentId=${student.id}&courseId=${paidCourseId}`,
        headers: { 'x-tenant-id': t.tenantId },
      });
      expect([res.statusCode, res.body]).toEqual([200, 'false']);
    });

    it("403 for another student's id; a moderator may ask", async () => {
      const res = await t.app.inject({
        url: `/api/AdminStudent/IsEnrolled?studentId=${other.id}&courseId=${paidCourseId}`,
        headers: authHeaders(student.token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You can only act for your own account.');
      const mod = await t.app.inject({
        url: `/api/AdminStudent/IsEnrolled?studentId=${other.id}&courseId=${paidCourseId}`,
        headers: authHeaders(moderator.token),
      });
      expect([mod.statusCode, mod.body]).toEqual([200, 'false']);
    });

    it('also answers without the /api prefix', async () => {
      const res = await t.app.inject({
        url: `/AdminStudent/IsEnrolled?studentId=${student.id}&courseId=${paidCourseId}`,
        headers: authHeaders(student.token),
      });
      expect([res.statusCode, res.body]).toEqual([200, 'false']);
    });
  });

  describe('GET /api/Student/Student-Enrolled-Courses', () => {
    it('200 with an empty page when the student has no courses', async () => {
      const s = await signIn();
      const res = await t.app.inject({
        url: `/api/Student/Student-Enrolled-Courses?studentId=${s.id}&pagenumber=1&pagesize=1`,
        headers: authHeaders(s.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: { courses: [], totalPages: 0, totalCount: 0 },
      });
    });

    it('pages the enrolled courses (defaults 1/10)', async () => {
      const s = await signIn();
      const [code] = await codes(1);
      await redeem(s.token, `Code=${code}&StudentId=${s.id}`);
      await t.app.inject({
        method: 'POST',
        url: `/api/Student/enroll-free?courseId=${freeCourseId}`,
        headers: authHeaders(s.token),
      });
      const all = await t.app.inject({
        url: `/api/Student/Student-Enrolled-Courses?studentId=${s.id}`,
        headers: authHeaders(s.token),
      });
      expect(all.statusCode).toBe(200);
      const body = all.json();
      expect(body.data.totalCount).toBe(2);
      expect(body.data).toMatchObject({ totalPages: 1, currentPage: 1, pageSize: 10 });
      expect(body.data.courses.map((c: { id: string }) => c.id).sort()).toEqual(
        [paidCourseId, freeCourseId].sort(),
      );
      expect(body.data.courses[0]).toEqual(
        expect.objectContaining({
          courseName: expect.any(String),
          description: expect.any(String),
          term: 'First',
          imagePath: null,
        }),
      );
      const page2 = await t.app.inject({
        url: `/Student/Student-Enrolled-Courses?studentId=${s.id}&pagenumber=2&pagesize=1`,
        headers: authHeaders(s.token),
      });
      expect(page2.statusCode).toBe(200);
      expect(page2.json().data).toMatchObject({ totalCount: 2, totalPages: 2 });
      expect(page2.json().data.courses).toHaveLength(1);
    });

    it("403 for another student's id, 401 without a token, 400 for a bad page size", async () => {
      expect(
        (
          await t.app.inject({
            url: `/api/Student/Student-Enrolled-Courses?studentId=${other.id}`,
            headers: authHeaders(student.token),
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            url: `/api/Student/Student-Enrolled-Courses?studentId=${student.id}`,
            headers: { 'x-tenant-id': t.tenantId },
          })
        ).statusCode,
      ).toBe(401);
      const bad = await t.app.inject({
        url: `/api/Student/Student-Enrolled-Courses?studentId=${student.id}&pagesize=0`,
        headers: authHeaders(student.token),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    });
  });

  describe('POST /api/Student/enroll-free', () => {
    const enrolFree = (token: string, courseId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/Student/enroll-free?courseId=${courseId}`,
        headers: authHeaders(token),
      });

    it('enrols in a free course once', async () => {
      const s = await signIn();
      const res = await enrolFree(s.token, freeCourseId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Enrolled successfully.',
        data: { courseId: freeCourseId, courseName: 'كورس مجاني', enrollmentDate: expect.any(String) },
      });
      const again = await enrolFree(s.token, freeCourseId);
      expect([again.statusCode, again.json().message]).toEqual([
        400,
        'You are already enrolled in this course.',
      ]);
    });

    it('a paid course → 403; unknown or other-tenant course → 404', async () => {
      const paid = await enrolFree(student.token, paidCourseId);
      expect(paid.statusCode).toBe(403);
      expect(paid.json()).toEqual({
        success: false,
        message: 'This course requires a registration code.',
        data: null,
        code: expect.any(String),
      });
      expect((await enrolFree(student.token, otherTenantCourseId)).statusCode).toBe(404);
      expect((await enrolFree(student.token, '00000000-0000-4000-8000-000000000000')).json().message).toBe(
        'Course not found.',
      );
    });
  });
});
