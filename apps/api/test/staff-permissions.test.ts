import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  login,
  TENANT_ID,
  type TestApp,
} from './harness.ts';
import { seedCourse, standardCourse } from './learning-fixtures.ts';

/** The teacher decides per assistant whether they may create code batches and enrol students by hand. */
describe.each(engines())('what an assistant may do (%s)', (engine) => {
  let t: TestApp;
  let teacher: Record<string, string>;
  let assistant: Record<string, string>;
  let assistantId: string;
  let courseId: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const admin = await createUser(t.db, { role: 'Admin' });
    teacher = authHeaders((await login(t.app, { ...admin, deviceId: 'teacher' })).token);
    courseId = (await seedCourse(t, standardCourse())).courseId;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/staff',
      headers: teacher,
      payload: {
        name: 'مساعد',
        email: 'helper@dars.test',
        phoneNumber: '01098765432',
        password: 'Helper#2026',
      },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ canCreateCodes: false, canEnrol: false });
    assistantId = added.json().data.id;
    assistant = authHeaders(
      (await login(t.app, { identifier: 'helper@dars.test', password: 'Helper#2026', deviceId: 'helper' }))
        .token,
    );
  });
  afterAll(() => t.close());

  const call = (url: string, payload: object, headers = assistant, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, headers, payload });
  const createBatch = (headers = assistant) =>
    call(
      '/api/teacher/code-batches',
      { kind: 'course', targetId: courseId, count: 5, note: 'سنتر' },
      headers,
    );
  const enrol = async (headers = assistant) => {
    const student = await createUser(t.db);
    return call(`/api/teacher/students/${student.id}/enrol`, { courseId, reason: 'دفع في السنتر' }, headers);
  };
  const counts = async () => ({
    codes: Number(
      (
        await t.db
          .selectFrom('course_codes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    enrolments: Number(
      (
        await t.db
          .selectFrom('enrollments')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const permit = (body: { canCreateCodes: boolean; canEnrol: boolean }, headers = teacher) =>
    call(`/api/teacher/staff/${assistantId}/permissions`, body, headers, 'PUT');

  it('a new assistant may neither create codes nor enrol by hand: 403 not_permitted, nothing written', async () => {
    const before = await counts();
    for (const res of [await createBatch(), await enrol()]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('not_permitted');
    }
    expect(await counts()).toEqual(before);
  });

  it('the teacher grants each permission on its own; the next request of the assistant follows it', async () => {
    const granted = await permit({ canCreateCodes: true, canEnrol: false });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ id: assistantId, canCreateCodes: true, canEnrol: false });
    expect((await createBatch()).statusCode).toBe(200);
    expect((await enrol()).statusCode).toBe(403);

    expect((await permit({ canCreateCodes: false, canEnrol: true })).statusCode).toBe(200);
    expect((await createBatch()).statusCode).toBe(403);
    expect((await enrol()).statusCode).toBe(200);

    const staff = (await t.app.inject({ url: '/api/teacher/staff', headers: teacher })).json().data.items;
    expect(staff.find((m: { id: string }) => m.id === assistantId)).toMatchObject({
      canCreateCodes: false,
      canEnrol: true,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('tenant_id', '=', TENANT_ID)
      .where('action', '=', 'staff.permissions')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => JSON.parse(a.after_json!))).toEqual([
      { canCreateCodes: true, canEnrol: false },
      { canCreateCodes: false, canEnrol: true },
    ]);
  });

  it('the teacher always may; only the teacher sets permissions, and only of an assistant', async () => {
    expect((await createBatch(teacher)).statusCode).toBe(200);
    expect((await enrol(teacher)).statusCode).toBe(200);
    const self = await permit({ canCreateCodes: true, canEnrol: true }, assistant);
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('admin_only');
    const student = await createUser(t.db);
    expect(
      (
        await call(
          `/api/teacher/staff/${student.id}/permissions`,
          { canCreateCodes: true, canEnrol: true },
          teacher,
          'PUT',
        )
      ).statusCode,
    ).toBe(404);
    expect((await permit({ canCreateCodes: true } as never)).statusCode).toBe(400);
  });
});
