import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/context.ts';
import { recordChange, saveVersioned, type RecordChangeOptions } from '../src/domain/audit/index.ts';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  login,
  TENANT_ID,
  type TestApp,
} from './harness.ts';

describe.each(engines())('the audit log and versioned saves (%s)', (engine) => {
  let t: TestApp;
  let teacher: Caller;
  let assistant: Caller;
  let token: string;
  const ctx = (at: string) => ({ tenantId: TENANT_ID, now: () => new Date(at) });

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const admin = await createUser(t.db, { role: 'Admin' });
    const moderator = await createUser(t.db, { role: 'Moderator' });
    teacher = { userId: admin.id, role: 'Admin', deviceId: null };
    assistant = { userId: moderator.id, role: 'Moderator', deviceId: null };
    token = (await login(t.app, moderator)).token;
    await recordChange(t.db, ctx('2026-03-01T10:00:00.000Z'), {
      actor: teacher,
      action: 'course.update',
      entityType: 'course',
      entityId: 'c1',
      before: { courseName: 'الأحياء' },
      after: { courseName: 'الأحياء 2027' },
    });
    await recordChange(t.db, ctx('2026-03-02T10:00:00.000Z'), {
      actor: assistant,
      action: 'student.deactivate',
      entityType: 'student',
      entityId: 's1',
      before: { active: true },
      after: { active: false },
    });
    await recordChange(
      t.db,
      { tenantId: t.otherTenantId, now: () => new Date() },
      {
        actor: teacher,
        action: 'course.create',
        entityType: 'course',
        entityId: 'x',
        before: null,
        after: { courseName: 'another tenant' },
      },
    );
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const response = await t.app.inject({ url: `/api/teacher/audit?${query}`, headers: authHeaders(token) });
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      items: Array<{
        action: string;
        actorName: string;
        before: unknown;
        after: unknown;
        studentName: string | null;
      }>;
      totalCount: number;
      actors: Array<{ id: string }>;
    };
  };

  it("lists this tenant's changes newest first, with who, before and after", async () => {
    const page = await list('');
    expect(page.totalCount).toBe(2);
    expect(page.items.map((item) => item.action)).toEqual(['student.deactivate', 'course.update']);
    expect(page.items[1]).toMatchObject({
      before: { courseName: 'الأحياء' },
      after: { courseName: 'الأحياء 2027' },
    });
    expect(page.actors.map((actor) => actor.id).sort()).toEqual([teacher.userId, assistant.userId].sort());
  });

  it.each([
    ['person', () => `actorId=${teacher.userId}`, ['course.update']],
    ['action', () => 'action=student.deactivate', ['student.deactivate']],
    ['entity type', () => 'action=course', ['course.update']],
    ['date from', () => 'from=2026-03-02T00:00:00.000Z', ['student.deactivate']],
    ['date to', () => 'to=2026-03-01T23:59:59.000Z', ['course.update']],
  ])('filters by %s', async (_label, query, actions) => {
    const page = await list(query());
    expect(page.items.map((item) => item.action)).toEqual(actions);
  });

  it('refuses a bad date filter with 400', async () => {
    const response = await t.app.inject({
      url: '/api/teacher/audit?from=yesterday',
      headers: authHeaders(token),
    });
    expect(response.statusCode).toBe(400);
  });

  it('a save based on the current version wins once; the stale one is 409 and writes nothing', async () => {
    const at = new Date().toISOString();
    await t.db
      .insertInto('books')
      .values({
        tenant_id: TENANT_ID,
        title: 'كتاب',
        description: '',
        image_path: null,
        price: 10,
        grade: 'Secondary3',
        active: 1,
        created_at: at,
        modified_at: at,
      })
      .execute();
    const book = await t.db
      .selectFrom('books')
      .select(['id', 'version'])
      .where('title', '=', 'كتاب')
      .executeTakeFirstOrThrow();
    expect(book.version).toBe(1);
    const save = (title: string) =>
      saveVersioned(t.db, {
        table: 'books',
        tenantId: TENANT_ID,
        id: book.id,
        expectedVersion: 1,
        values: { title },
      });
    await expect(save('الأول')).resolves.toBe(2);
    await expect(save('الثاني')).rejects.toMatchObject({ status: 409, code: 'stale_version' });
    const after = await t.db
      .selectFrom('books')
      .select(['title', 'version'])
      .where('id', '=', book.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ title: 'الأول', version: 2 });
    await expect(
      saveVersioned(t.db, {
        table: 'books',
        tenantId: t.otherTenantId,
        id: book.id,
        expectedVersion: 2,
        values: { title: 'x' },
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
  it("names the student an entry is about (the student, an enrolment, a parent link); only this tenant's", async () => {
    const student = await createUser(t.db);
    await t.db.updateTable('users').set({ user_name: 'سارة محمود' }).where('id', '=', student.id).execute();
    const foreign = await createUser(t.db, { tenantId: t.otherTenantId });
    const at = ctx('2026-04-01T10:00:00.000Z');
    const entries: Omit<RecordChangeOptions, 'actor' | 'before'>[] = [
      { action: 'student.reset_devices', entityType: 'student', entityId: student.id, after: {} },
      { action: 'enrolment.create', entityType: 'enrolment', entityId: `${student.id}:c1`, after: {} },
      {
        action: 'parent_link.create',
        entityType: 'parent_link',
        entityId: '7',
        after: { studentId: student.id },
      },
      { action: 'student.reset_devices', entityType: 'student', entityId: foreign.id, after: {} },
    ];
    for (const entry of entries) await recordChange(t.db, at, { actor: teacher, before: null, ...entry });
    const page = await list('from=2026-04-01T00:00:00.000Z');
    expect(page.items.map((item) => item.studentName)).toEqual([
      null,
      'سارة محمود',
      'سارة محمود',
      'سارة محمود',
    ]);
  });
});
