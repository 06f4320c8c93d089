import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  lastOtp,
  login,
  loginRaw,
  OTHER_TENANT_ID,
  TENANT_ID,
  type TestApp,
} from './harness.ts';
import { seedCourse, standardCourse } from './learning-fixtures.ts';
import { PARENT_LINKS_PER_STUDENT } from '../src/rate-limit/limits.ts';

/** The console's students: table, student page and every action staff may take (Moderator here). */
describe.each(engines())("the console's students (%s)", (engine) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let courseId: string;
  let otherCourseId: string;
  let foreignStudentId: string;

  const get = (url: string, headers = staff) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: unknown, headers = staff) =>
    t.app.inject({
      method: 'POST',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const audit = (action: string, entityId?: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('tenant_id', '=', TENANT_ID)
      .where('action', '=', action)
      .$if(entityId !== undefined, (q) => q.where('entity_id', '=', entityId!))
      .execute();
  const named = async (name: string, options: { phone?: string; email?: string } = {}) => {
    const user = await createUser(t.db, {
      ...(options.phone ? { phoneNumber: options.phone } : {}),
      ...(options.email ? { email: options.email } : {}),
    });
    await t.db.updateTable('users').set({ user_name: name }).where('id', '=', user.id).execute();
    return user;
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const moderator = await createUser(t.db, { role: 'Moderator' });
    // an assistant the teacher lets enrol by hand (apps/api/test/staff-permissions.test.ts)
    await t.db.updateTable('users').set({ can_enrol: 1 }).where('id', '=', moderator.id).execute();
    const session = await login(t.app, moderator);
    staff = authHeaders(session.token);
    courseId = (await seedCourse(t, standardCourse())).courseId;
    otherCourseId = (await seedCourse(t, standardCourse({ courseName: 'كيمياء' }))).courseId;
    foreignStudentId = (await createUser(t.db, { tenantId: OTHER_TENANT_ID })).id;
  });
  afterAll(() => t.close());

  describe('the table', () => {
    let mariam: string;
    let ahmed: string;
    beforeAll(async () => {
      mariam = (await named('مَرْيَم عبد الله', { phone: '01098765432', email: 'mariam.x@example.com' })).id;
      ahmed = (await named('أحمد إبراهيم')).id;
      await t.db
        .updateTable('users')
        .set({ last_activity_at: '2026-01-02T00:00:00.000Z' })
        .where('id', '=', mariam)
        .execute();
      await t.db
        .updateTable('users')
        .set({ last_activity_at: '2026-01-05T00:00:00.000Z', academic_year: 'Secondary1' })
        .where('id', '=', ahmed)
        .execute();
      await post(`/api/teacher/students/${mariam}/enrol`, { courseId, reason: 'paid at the centre' });
    });

    const ids = async (query: string) => {
      const response = await get(`/api/teacher/students?pageSize=100&${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json().data.items as Array<{ id: string }>).map((row) => row.id);
    };

    it('finds a student by name with Arabic folding (hamza, tashkeel), by phone and by email', async () => {
      expect(await ids(`q=${encodeURIComponent('مريم')}`)).toEqual([mariam]);
      expect(await ids(`q=${encodeURIComponent('احمد ابراهيم')}`)).toEqual([ahmed]);
      expect(await ids(`q=${encodeURIComponent('٠١٠٩٨٧٦٥٤٣٢')}`)).toEqual([mariam]);
      expect(await ids('q=MARIAM.X@')).toEqual([mariam]);
      expect(await ids('q=%25')).toEqual([]);
    });

    it('filters by grade and by course, and sorts by last activity', async () => {
      expect(await ids('grade=Secondary1')).toEqual([ahmed]);
      expect(await ids(`courseId=${courseId}`)).toEqual([mariam]);
      const newestFirst = await ids('sort=activity_desc');
      expect(newestFirst.indexOf(ahmed)).toBeLessThan(newestFirst.indexOf(mariam));
      expect(newestFirst.slice(0, 2)).toEqual([ahmed, mariam]);
      const oldestFirst = await ids('sort=activity_asc');
      expect(oldestFirst.indexOf(mariam)).toBeLessThan(oldestFirst.indexOf(ahmed));
    });

    it('pages and never lists another tenant or staff', async () => {
      const response = await get('/api/teacher/students?pageSize=1&page=2');
      const page = response.json().data;
      expect(page.items).toHaveLength(1);
      expect(page.currentPage).toBe(2);
      const all = await ids('');
      expect(all).not.toContain(foreignStudentId);
      expect(all).toHaveLength(page.totalCount);
    });

    it('refuses a bad filter with 400', async () => {
      expect((await get('/api/teacher/students?grade=Secondary9')).statusCode).toBe(400);
      expect((await get('/api/teacher/students?sort=random')).statusCode).toBe(400);
      expect((await get('/api/teacher/students?courseId=nope')).statusCode).toBe(400);
    });
  });

  it("another tenant's student is 404 for the page and every action, and nothing is written", async () => {
    const base = `/api/teacher/students/${foreignStudentId}`;
    expect((await get(base)).statusCode).toBe(404);
    for (const [url, body] of [
      [`${base}/deactivate`, undefined],
      [`${base}/reactivate`, undefined],
      [`${base}/devices/reset`, undefined],
      [`${base}/enrol`, { courseId, reason: 'a reason' }],
      [`${base}/unenrol`, { courseId, reason: 'a reason' }],
      [`${base}/password-reset`, undefined],
      [`${base}/parent-links`, {}],
      [`${base}/parent-links/1/revoke`, undefined],
    ] as const) {
      expect((await post(url, body)).statusCode, url).toBe(404);
    }
    const foreign = await t.db
      .selectFrom('users')
      .select('active')
      .where('id', '=', foreignStudentId)
      .executeTakeFirstOrThrow();
    expect(Number(foreign.active)).toBe(1);
    expect(
      await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', 'like', `${foreignStudentId}%`)
        .execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('parent_links').selectAll().where('user_id', '=', foreignStudentId).execute(),
    ).toEqual([]);
  });

  it("shows a student's profile, enrolments with their source, progress, devices and browser", async () => {
    const student = await createUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: {
        'x-tenant-id': TENANT_ID,
        deviceid: 'phone-1',
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120',
      },
      payload: { EmailorMobile: student.identifier, password: student.password },
    });
    await post(`/api/teacher/students/${student.id}/enrol`, { courseId, reason: 'paid cash' });
    const response = await get(`/api/teacher/students/${student.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.enrolments).toEqual([expect.objectContaining({ courseId, source: 'admin', batch: null })]);
    expect(page.progress[0]).toMatchObject({ courseId, totalVideos: 4, completedVideos: 0 });
    expect(page.devices).toEqual([
      expect.objectContaining({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/120' }),
    ]);
    expect(page.lastActivityAt).not.toBeNull();
  });

  it('deactivation refuses the next request of a signed-in student, their refresh and their sign-in; reactivation lets them in', async () => {
    const student = await createUser(t.db);
    const session = await login(t.app, { ...student, deviceId: 'd-1' });
    const me = () => get('/api/Auth/me', authHeaders(session.token, TENANT_ID, 'd-1'));
    expect((await me()).statusCode).toBe(200);

    expect((await post(`/api/teacher/students/${student.id}/deactivate`)).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/refresh-token',
      headers: { 'x-tenant-id': TENANT_ID, cookie: session.cookie },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    const again = await loginRaw(t.app, { ...student, deviceId: 'd-1' });
    expect(again.statusCode).toBe(403);
    expect(await audit('student.deactivate', student.id)).toHaveLength(1);

    expect((await post(`/api/teacher/students/${student.id}/reactivate`)).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401); // the old token stays dead
    const fresh = await login(t.app, { ...student, deviceId: 'd-1' });
    expect((await get('/api/Auth/me', authHeaders(fresh.token, TENANT_ID, 'd-1'))).statusCode).toBe(200);
    expect(await audit('student.reactivate', student.id)).toHaveLength(1);
  });

  it('a device reset lets a third device in', async () => {
    const student = await createUser(t.db);
    await login(t.app, { ...student, deviceId: 'a' });
    await login(t.app, { ...student, deviceId: 'b' });
    expect((await loginRaw(t.app, { ...student, deviceId: 'c' })).statusCode).toBe(400);
    expect((await post(`/api/teacher/students/${student.id}/devices/reset`)).statusCode).toBe(200);
    expect((await loginRaw(t.app, { ...student, deviceId: 'c' })).statusCode).toBe(200);
    expect(await audit('student.reset_devices', student.id)).toHaveLength(1);
  });

  it('enrols and unenrols by hand with a reason (audited); bad input is 4xx and writes nothing', async () => {
    const student = await createUser(t.db);
    const url = `/api/teacher/students/${student.id}`;
    const enrolments = () =>
      t.db.selectFrom('enrollments').selectAll().where('user_id', '=', student.id).execute();

    const noReason = await post(`${url}/enrol`, { courseId, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/i);
    expect(
      (await post(`${url}/enrol`, { courseId: '00000000-0000-4000-8000-000000000000', reason: 'paid' }))
        .statusCode,
    ).toBe(404);
    expect(await enrolments()).toEqual([]);
    expect(await audit('enrolment.create', `${student.id}:${courseId}`)).toEqual([]);

    expect((await post(`${url}/enrol`, { courseId, reason: 'paid at the centre' })).statusCode).toBe(200);
    expect((await post(`${url}/enrol`, { courseId, reason: 'twice' })).statusCode).toBe(409);
    expect(await enrolments()).toEqual([expect.objectContaining({ course_id: courseId, source: 'admin' })]);
    const [created] = await audit('enrolment.create', `${student.id}:${courseId}`);
    expect(JSON.parse(created!.after_json!)).toMatchObject({ reason: 'paid at the centre', source: 'admin' });

    expect((await post(`${url}/unenrol`, { courseId: otherCourseId, reason: 'mistake' })).statusCode).toBe(
      404,
    );
    expect((await post(`${url}/unenrol`, { courseId, reason: 'refunded' })).statusCode).toBe(200);
    expect(await enrolments()).toEqual([]);
    const [removed] = await audit('enrolment.delete', `${student.id}:${courseId}`);
    expect(JSON.parse(removed!.after_json!)).toEqual({ reason: 'refunded' });
  });

  it('sends a one-time password-reset code the student can use (audited)', async () => {
    const student = await createUser(t.db);
    expect((await post(`/api/teacher/students/${student.id}/password-reset`)).statusCode).toBe(200);
    const otp = lastOtp(t.dataDir, student.email, 'reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/ResetPassword',
      headers: { 'x-tenant-id': TENANT_ID },
      payload: { email: student.email, otp, newPassword: 'NewPassw0rd!', confirmPassword: 'NewPassw0rd!' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginRaw(t.app, { identifier: student.email, password: 'NewPassw0rd!' })).statusCode).toBe(
      200,
    );
    expect(await audit('student.password_reset_sent', student.id)).toHaveLength(1);
  });

  describe('parent links', () => {
    it('a link shows the progress without signing in, never cached or indexed, and stops once revoked', async () => {
      const student = await named('سارة علي');
      await post(`/api/teacher/students/${student.id}/enrol`, { courseId, reason: 'paid' });
      const made = await post(`/api/teacher/students/${student.id}/parent-links`, {
        days: 7,
        parentPhone: '01122334455',
      });
      expect(made.statusCode).toBe(200);
      const link = made.json().data;
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const stored = await t.db
        .selectFrom('parent_links')
        .selectAll()
        .where('id', '=', link.id)
        .executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(link.token);

      const page = await t.app.inject({
        url: `/api/parent/${link.token}`,
        headers: { 'x-tenant-id': TENANT_ID },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-robots-tag']).toMatch(/noindex/);
      expect(page.json().data).toMatchObject({
        studentName: 'سارة علي',
        courses: [expect.objectContaining({ courseId })],
      });
      // another tenant's host does not open it
      expect(
        (
          await t.app.inject({
            url: `/api/parent/${link.token}`,
            headers: { 'x-tenant-id': OTHER_TENANT_ID },
          })
        ).statusCode,
      ).toBe(404);

      expect(
        (await post(`/api/teacher/students/${student.id}/parent-links/${link.id}/revoke`)).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ url: `/api/parent/${link.token}`, headers: { 'x-tenant-id': TENANT_ID } }))
          .statusCode,
      ).toBe(404);
      expect(await audit('parent_link.create', String(link.id))).toHaveLength(1);
      expect(await audit('parent_link.revoke', String(link.id))).toHaveLength(1);
    });

    it('link creation is limited per student (by the student or staff), with nothing written when refused', async () => {
      const student = await createUser(t.db);
      const session = await login(t.app, { ...student, deviceId: 'limit-1' });
      const mine = authHeaders(session.token, TENANT_ID, 'limit-1');
      const made = () =>
        t.db.selectFrom('parent_links').select('id').where('user_id', '=', student.id).execute();
      for (let i = 0; i < PARENT_LINKS_PER_STUDENT; i++) {
        const by =
          i % 2 === 0
            ? post('/api/parent-links', {}, mine)
            : post(`/api/teacher/students/${student.id}/parent-links`, {});
        expect((await by).statusCode).toBe(200);
      }
      const refusedOwn = await post('/api/parent-links', {}, mine);
      expect(refusedOwn.statusCode).toBe(429);
      expect(refusedOwn.json().code).toBe('rate_limited');
      expect(Number(refusedOwn.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(`/api/teacher/students/${student.id}/parent-links`, {})).statusCode).toBe(429);
      expect(await made()).toHaveLength(PARENT_LINKS_PER_STUDENT);
      // another student is not held back by this one's links
      const other = await createUser(t.db);
      expect((await post(`/api/teacher/students/${other.id}/parent-links`, {})).statusCode).toBe(200);
    });

    it("a deactivated student's link answers 404, and works again once the student is reactivated", async () => {
      const student = await createUser(t.db);
      const link = (await post(`/api/teacher/students/${student.id}/parent-links`, { days: 7 })).json().data;
      const open = () =>
        t.app.inject({ url: `/api/parent/${link.token}`, headers: { 'x-tenant-id': TENANT_ID } });
      expect((await open()).statusCode).toBe(200);
      expect((await post(`/api/teacher/students/${student.id}/deactivate`)).statusCode).toBe(200);
      const refused = await open();
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('not_found');
      expect((await post(`/api/teacher/students/${student.id}/reactivate`)).statusCode).toBe(200);
      expect((await open()).statusCode).toBe(200);
    });

    it('an expired link is refused; a made-up token is refused; bad input is 400 with nothing written', async () => {
      const student = await createUser(t.db);
      const link = (await post(`/api/teacher/students/${student.id}/parent-links`, { days: 1 })).json().data;
      await t.db
        .updateTable('parent_links')
        .set({ expires_at: '2020-01-01T00:00:00.000Z' })
        .where('id', '=', link.id)
        .execute();
      expect(
        (await t.app.inject({ url: `/api/parent/${link.token}`, headers: { 'x-tenant-id': TENANT_ID } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ url: `/api/parent/${'x'.repeat(32)}`, headers: { 'x-tenant-id': TENANT_ID } }))
          .statusCode,
      ).toBe(404);
      const before = await t.db.selectFrom('parent_links').selectAll().execute();
      expect((await post(`/api/teacher/students/${student.id}/parent-links`, { days: 0 })).statusCode).toBe(
        400,
      );
      expect(
        (await post(`/api/teacher/students/${student.id}/parent-links`, { parentPhone: '12' })).statusCode,
      ).toBe(400);
      expect(await t.db.selectFrom('parent_links').selectAll().execute()).toHaveLength(before.length);
    });

    it("a student makes and revokes their own links, and cannot revoke someone else's", async () => {
      const student = await createUser(t.db);
      const session = await login(t.app, { ...student, deviceId: 'own-1' });
      const mine = authHeaders(session.token, TENANT_ID, 'own-1');
      const made = await post('/api/parent-links', {}, mine);
      expect(made.statusCode).toBe(200);
      const { id, token } = made.json().data;
      const list = await get('/api/parent-links', mine);
      expect(list.json().data.items.map((item: { id: number }) => item.id)).toEqual([id]);

      const other = await createUser(t.db);
      const otherSession = await login(t.app, { ...other, deviceId: 'own-2' });
      expect(
        (
          await post(
            `/api/parent-links/${id}/revoke`,
            undefined,
            authHeaders(otherSession.token, TENANT_ID, 'own-2'),
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ url: `/api/parent/${token}`, headers: { 'x-tenant-id': TENANT_ID } }))
          .statusCode,
      ).toBe(200);
      expect((await post(`/api/parent-links/${id}/revoke`, undefined, mine)).statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: `/api/parent/${token}`, headers: { 'x-tenant-id': TENANT_ID } }))
          .statusCode,
      ).toBe(404);
    });

    it('the parent lookups by phone number stay closed to anonymous callers', async () => {
      const response = await t.app.inject({
        url: '/api/Student/GetStudentVideosProgressByParent/01112345678?studentPhone=01012345678',
        headers: { 'x-tenant-id': TENANT_ID },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  it('every export of student data leaves an audit entry: who took which export, in which format', async () => {
    const before = (await audit('students.export')).length;
    expect((await get('/api/teacher/students-export?kind=progress&format=csv')).statusCode).toBe(200);
    expect((await get('/api/teacher/students-export?kind=quizzes&format=xlsx')).statusCode).toBe(200);
    expect((await get('/api/teacher/students-export?kind=progress&format=pdf')).statusCode).toBe(400);
    const entries = (await audit('students.export'))
      .sort((x, y) => Number(x.id) - Number(y.id))
      .slice(before);
    expect(entries.map((e) => [e.entity_id, JSON.parse(e.after_json!)])).toEqual([
      ['progress', { kind: 'progress', format: 'csv' }],
      ['quizzes', { kind: 'quizzes', format: 'xlsx' }],
    ]);
    expect(entries.every((e) => e.actor_id && e.actor_id.length > 0)).toBe(true);
  });

  it('exports students with progress and quiz results as CSV and XLSX', async () => {
    const student = await named('=cmd|calc');
    await post(`/api/teacher/students/${student.id}/enrol`, { courseId, reason: 'paid' });
    const csv = await get('/api/teacher/students-export?kind=progress&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.startsWith('\uFEFF"Name","Email"')).toBe(true);
    expect(csv.body).toContain(`"'=cmd|calc","${student.email}"`);
    expect(csv.body).toContain('أحياء الصف الثالث');
    const quizzes = await get('/api/teacher/students-export?kind=quizzes&format=csv');
    expect(quizzes.statusCode).toBe(200);
    expect(quizzes.body.split('\r\n')[0]).toContain('Recorded score');
    const xlsx = await get('/api/teacher/students-export?kind=progress&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get('/api/teacher/students-export?kind=progress&format=pdf')).statusCode).toBe(400);
  });
});

describe.each(engines())('staff management (%s)', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let moderator: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const teacher = await createUser(t.db, { role: 'Admin' });
    admin = authHeaders((await login(t.app, teacher)).token);
    const assistant = await createUser(t.db, { role: 'Moderator' });
    moderator = authHeaders((await login(t.app, assistant)).token);
  });
  afterAll(() => t.close());

  const body = {
    name: 'سارة',
    email: 'sara.assistant@example.com',
    phoneNumber: '01234567890',
    password: 'Temp@2026',
  };

  it('a Moderator may not list, add or remove staff (403)', async () => {
    expect((await t.app.inject({ url: '/api/teacher/staff', headers: moderator })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/teacher/staff', headers: moderator, payload: body }))
        .statusCode,
    ).toBe(403);
    expect(await t.db.selectFrom('users').selectAll().where('email', '=', body.email).execute()).toEqual([]);
  });

  it('the teacher adds an assistant who can sign in, and removing them ends their session at once', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/staff',
      headers: admin,
      payload: body,
    });
    expect(added.statusCode).toBe(200);
    const member = added.json().data;
    expect(member).toMatchObject({ role: 'Moderator', email: body.email });
    const list = await t.app.inject({ url: '/api/teacher/staff', headers: admin });
    expect(list.json().data.items.map((item: { id: string }) => item.id)).toContain(member.id);

    const session = await login(t.app, { identifier: body.email, password: body.password });
    const headers = authHeaders(session.token);
    expect((await t.app.inject({ url: '/api/teacher/students', headers })).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/teacher/staff/${member.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/teacher/students', headers })).statusCode).toBe(401);
    expect((await loginRaw(t.app, { identifier: body.email, password: body.password })).statusCode).toBe(403);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', member.id)
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual(['staff.create', 'staff.delete']);
  });

  it('bad input is 400 with a clear message and writes nothing; the teacher and strangers cannot be removed', async () => {
    const count = async () => (await t.db.selectFrom('users').select('id').execute()).length;
    const before = await count();
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/staff',
      headers: admin,
      payload: { ...body, email: 'nope' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/email/i);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/staff',
      headers: admin,
      payload: { ...body, phoneNumber: '01234567891' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('email_taken');
    expect(await count()).toBe(before);

    const teacherId = (
      await t.db.selectFrom('users').select('id').where('role', '=', 'Admin').executeTakeFirstOrThrow()
    ).id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/teacher/staff/${teacherId}`, headers: admin }))
        .statusCode,
    ).toBe(404);
    const foreign = await createUser(t.db, { role: 'Moderator', tenantId: OTHER_TENANT_ID });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/teacher/staff/${foreign.id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
  });
});
