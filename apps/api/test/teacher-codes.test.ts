import crypto from 'node:crypto';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/context.ts';
import {
  createCodeBatch,
  hashCode,
  normalizeCode,
  redeemCourseCode,
  redeemUnitCode,
  revokeCodeBatch,
} from '../src/domain/codes/index.ts';
import type { AppError } from '../src/errors.ts';
import { authHeaders, createTestApp, createUser, engines, login, type TestApp } from './harness.ts';
import { importTestCourse, tenantCtx } from './codes-fixtures.ts';

interface BatchBody {
  id: number;
  created: number;
  redeemed: number;
  revoked: number;
  remaining: number;
  expired: boolean;
  createdByName: string | null;
}

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a rejection');
};

/** The text of every page of a PDF, read back with PDF.js. */
async function pdfText(base64: string): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(Buffer.from(base64, 'base64')), verbosity: 0 })
    .promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
  }
  return { pages: pdf.numPages, text };
}

describe.each(engines())('code batches in the console (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let moderator: Caller;
  let courseId: string;
  let unitId: number;
  let otherCourseId: string;
  let studentToken: string;
  let student: { id: string; phoneNumber: string };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const staff = await createUser(t.db, { role: 'Moderator' });
    // an assistant the teacher lets create codes (apps/api/test/staff-permissions.test.ts)
    await t.db.updateTable('users').set({ can_create_codes: 1 }).where('id', '=', staff.id).execute();
    moderator = { userId: staff.id, role: 'Moderator', deviceId: null };
    token = (await login(t.app, staff)).token;
    const course = await importTestCourse(t.db, t.tenantId);
    courseId = course.courseId;
    unitId = course.units[0]!.unitId;
    otherCourseId = (await importTestCourse(t.db, t.otherTenantId)).courseId;
    const studentUser = await createUser(t.db, { role: 'Student' });
    student = { id: studentUser.id, phoneNumber: studentUser.phoneNumber };
    studentToken = (await login(t.app, studentUser)).token;
  });
  afterAll(() => t?.close());

  const ctx = (now: () => Date = () => new Date()) => tenantCtx(t.db, t.tenantId, now);
  const key = () => t.config.codeHashKey;
  const api = (method: 'GET' | 'POST', url: string, payload?: unknown, bearer = token) =>
    t.app.inject({ method, url, headers: authHeaders(bearer), ...(payload ? { payload } : {}) });
  const batchCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('code_batches')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const codeCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('course_codes')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('create 20 → cards of 20 → a student redeems one → counts and look-up → revoke the rest → refused', async () => {
    const created = await api('POST', '/api/teacher/code-batches', {
      kind: 'course',
      targetId: courseId,
      count: 20,
      label: 'سنتر النور',
    });
    expect(created.statusCode).toBe(200);
    const { batch, codes } = created.json().data as { batch: BatchBody; codes: string[] };
    expect(codes).toHaveLength(20);
    expect(new Set(codes).size).toBe(20);
    expect(batch).toMatchObject({ created: 20, redeemed: 0, remaining: 20, revoked: 0 });
    expect(batch.createdByName).not.toBeNull();

    // only keyed hashes are stored, and the audit entry carries no code
    const rows = await t.db.selectFrom('course_codes').selectAll().where('batch_id', '=', batch.id).execute();
    expect(rows.map((row) => row.code_hash).sort()).toEqual(codes.map((c) => hashCode(key(), c)).sort());
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'code_batch')
      .where('entity_id', '=', String(batch.id))
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['code_batch.create']);
    expect(audit[0]!.actor_id).toBe(moderator.userId);
    for (const code of codes) {
      expect(JSON.stringify(audit)).not.toContain(normalizeCode(code));
      expect(JSON.stringify(audit)).not.toContain(code);
    }

    // the cards: 20 of them on two A4 pages, each with its code
    const cards = await api('POST', `/api/teacher/code-batches/${batch.id}/cards`, {
      codes,
      siteOrigin: 'https://dars.test',
    });
    expect(cards.statusCode).toBe(200);
    const file = cards.json().data as { cards: number; base64: string; contentType: string };
    expect(file).toMatchObject({ cards: 20, contentType: 'application/pdf' });
    const pdf = await pdfText(file.base64);
    expect(pdf.pages).toBe(2);
    const compact = pdf.text.replace(/\s+/g, '');
    for (const code of codes) expect(compact).toContain(code);
    expect(compact.match(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/g)).toHaveLength(20);

    // a student redeems one
    const redeemed = await api(
      'POST',
      `/api/Student/add-course-by-code?Code=${codes[0]}&StudentId=${student.id}`,
      undefined,
      studentToken,
    );
    expect(redeemed.statusCode).toBe(200);
    // the student's page names the batch (and its label) the code came from
    const studentPage = await api('GET', `/api/teacher/students/${student.id}`);
    expect(studentPage.json().data.enrolments).toEqual([
      expect.objectContaining({ courseId, source: 'code', batch: { id: batch.id, label: 'سنتر النور' } }),
    ]);
    const list = await api('GET', '/api/teacher/code-batches');
    const listed = (list.json().data.items as BatchBody[]).find((item) => item.id === batch.id);
    expect(listed).toMatchObject({ created: 20, redeemed: 1, remaining: 19, revoked: 0 });

    const lookup = await api('GET', `/api/teacher/codes/lookup?code=${codes[0]!.toLowerCase()}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().data).toMatchObject({
      status: 'redeemed',
      student: { id: student.id, phone: student.phoneNumber },
    });
    expect(lookup.json().data.redeemedAt).toEqual(expect.any(String));
    expect((await api('GET', `/api/teacher/codes/lookup?code=${codes[1]}`)).json().data.status).toBe(
      'unused',
    );

    // revoke the rest
    const revoked = await api('POST', `/api/teacher/code-batches/${batch.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({
      revokedNow: 19,
      batch: { created: 20, redeemed: 1, revoked: 19, remaining: 0 },
    });
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(batch.id))
      .orderBy('id')
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual(['code_batch.create', 'code_batch.revoke']);
    expect((await api('GET', `/api/teacher/codes/lookup?code=${codes[1]}`)).json().data).toMatchObject({
      status: 'revoked',
      student: null,
    });
    // a redeemed code stays redeemed
    expect((await api('GET', `/api/teacher/codes/lookup?code=${codes[0]}`)).json().data.status).toBe(
      'redeemed',
    );

    const other = await createUser(t.db, { role: 'Student' });
    const otherToken = (await login(t.app, other)).token;
    const refused = await api(
      'POST',
      `/api/Student/add-course-by-code?Code=${codes[1]}&StudentId=${other.id}`,
      undefined,
      otherToken,
    );
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: 'code_revoked', success: false });
  });

  it('revoked and expired unit codes are refused with their own codes at the unit endpoint', async () => {
    const start = Date.parse('2030-01-01T00:00:00.000Z');
    const { codes, batchId } = await createCodeBatch(
      ctx(() => new Date(start)),
      {
        kind: 'unit',
        targetId: unitId,
        count: 2,
        expiresAt: new Date(start + 3_600_000).toISOString(),
        codeHashKey: key(),
        actor: moderator,
      },
    );
    const later = ctx(() => new Date(start + 2 * 3_600_000));
    const studentId = student.id;
    const expired = await errorOf(redeemUnitCode(later, { studentId, code: codes[0]!, codeHashKey: key() }));
    expect([expired.status, expired.code]).toEqual([410, 'code_expired']);

    await revokeCodeBatch(
      ctx(() => new Date(start)),
      { batchId, actor: moderator },
    );
    const revoked = await errorOf(
      redeemUnitCode(
        ctx(() => new Date(start)),
        { studentId, code: codes[1]!, codeHashKey: key() },
      ),
    );
    expect([revoked.status, revoked.code]).toEqual([410, 'code_revoked']);

    // and at the HTTP endpoint a student sees the revoked code's own answer
    const answer = await api('POST', `/api/UnitCode/EnterCode?code=${codes[1]}`, undefined, studentToken);
    expect(answer.json()).toMatchObject({ code: 'code_revoked' });
  });

  it('an expired course code is refused with code_expired', async () => {
    const start = Date.parse('2030-01-01T00:00:00.000Z');
    const { codes } = await createCodeBatch(
      ctx(() => new Date(start)),
      {
        kind: 'course',
        targetId: courseId,
        count: 1,
        expiresAt: new Date(start + 1000).toISOString(),
        codeHashKey: key(),
      },
    );
    const error = await errorOf(
      redeemCourseCode(
        ctx(() => new Date(start + 2000)),
        {
          studentId: student.id,
          code: codes[0]!,
          codeHashKey: key(),
        },
      ),
    );
    expect([error.status, error.code]).toEqual([410, 'code_expired']);
  });

  it.each([
    ['count 0', () => ({ kind: 'course', targetId: courseId, count: 0 }), 400],
    ['count 5001', () => ({ kind: 'course', targetId: courseId, count: 5001 }), 400],
    ['a fractional count', () => ({ kind: 'course', targetId: courseId, count: 2.5 }), 400],
    [
      'an expiry in the past',
      () => ({ kind: 'course', targetId: courseId, count: 3, expiresAt: '2020-01-01T00:00:00.000Z' }),
      400,
    ],
    ['an unknown course', () => ({ kind: 'course', targetId: crypto.randomUUID(), count: 3 }), 404],
    ['an unknown unit', () => ({ kind: 'unit', targetId: '99999999', count: 3 }), 404],
    ["another tenant's course", () => ({ kind: 'course', targetId: otherCourseId, count: 3 }), 404],
    ['an unknown kind', () => ({ kind: 'book', targetId: courseId, count: 3 }), 400],
  ])('refuses %s with a clear 4xx and writes nothing', async (_label, body, status) => {
    const [batches, codes] = [await batchCount(), await codeCount()];
    const response = await api('POST', '/api/teacher/code-batches', body());
    expect(response.statusCode).toBe(status);
    expect(response.json().success).toBe(false);
    expect(response.json().message).toEqual(expect.any(String));
    expect([await batchCount(), await codeCount()]).toEqual([batches, codes]);
  });

  it("another tenant's batch and codes are 404; cards refuse codes of another batch", async () => {
    const foreign = await createCodeBatch(tenantCtx(t.db, t.otherTenantId), {
      kind: 'course',
      targetId: otherCourseId,
      count: 2,
      codeHashKey: key(),
    });
    expect((await api('POST', `/api/teacher/code-batches/${foreign.batchId}/revoke`)).statusCode).toBe(404);
    expect(
      (
        await api('POST', `/api/teacher/code-batches/${foreign.batchId}/cards`, {
          codes: foreign.codes,
          siteOrigin: 'https://dars.test',
        })
      ).statusCode,
    ).toBe(404);
    expect((await api('GET', `/api/teacher/codes/lookup?code=${foreign.codes[0]}`)).statusCode).toBe(404);
    const revokedInOther = await t.db
      .selectFrom('course_codes')
      .select('revoked_at')
      .where('batch_id', '=', foreign.batchId)
      .execute();
    expect(revokedInOther.every((row) => row.revoked_at === null)).toBe(true);

    const mine = await createCodeBatch(ctx(), {
      kind: 'course',
      targetId: courseId,
      count: 1,
      codeHashKey: key(),
    });
    const mixed = await api('POST', `/api/teacher/code-batches/${mine.batchId}/cards`, {
      codes: [...mine.codes, foreign.codes[0]],
      siteOrigin: 'https://dars.test',
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().code).toBe('codes_not_in_batch');
  });

  it('100 concurrent redemptions of one code from a new batch give exactly one success', async () => {
    const { codes } = await createCodeBatch(ctx(), {
      kind: 'course',
      targetId: courseId,
      count: 1,
      codeHashKey: key(),
    });
    const students = await Promise.all(Array.from({ length: 100 }, () => insertStudent(t)));
    const results = await Promise.allSettled(
      students.map((studentId) =>
        redeemCourseCode(ctx(), { studentId, code: codes[0]!, codeHashKey: key() }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect((result.reason as AppError).code).toBe('code_not_found');
  });

  it('a revoke racing redemptions leaves every code redeemed or revoked, never both', async () => {
    const { codes, batchId } = await createCodeBatch(ctx(), {
      kind: 'course',
      targetId: courseId,
      count: 40,
      codeHashKey: key(),
    });
    const students = await Promise.all(codes.map(() => insertStudent(t)));
    const redemptions = codes.map((code, i) =>
      redeemCourseCode(ctx(), { studentId: students[i]!, code, codeHashKey: key() }),
    );
    const revoke = revokeCodeBatch(ctx(), { batchId, actor: moderator });
    const results = await Promise.allSettled(redemptions);
    const { revokedNow } = await revoke;

    const rows = await t.db
      .selectFrom('course_codes')
      .select(['redeemed_by', 'redeemed_at', 'revoked_at'])
      .where('batch_id', '=', batchId)
      .execute();
    expect(rows).toHaveLength(40);
    for (const row of rows) expect((row.redeemed_at !== null) !== (row.revoked_at !== null)).toBe(true);
    const won = results.filter((result) => result.status === 'fulfilled').length;
    expect(rows.filter((row) => row.redeemed_at !== null)).toHaveLength(won);
    expect(revokedNow).toBe(40 - won);
    for (const result of results)
      if (result.status === 'rejected') expect((result.reason as AppError).code).toBe('code_revoked');
    const enrolments = await t.db
      .selectFrom('enrollments')
      .select('id')
      .where('user_id', 'in', students)
      .execute();
    expect(enrolments).toHaveLength(won);
  });
});

async function insertStudent(t: TestApp): Promise<string> {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  const n = crypto.randomBytes(6).toString('hex');
  await t.db
    .insertInto('users')
    .values({
      id,
      tenant_id: t.tenantId,
      role: 'Student',
      user_name: `S ${n}`,
      email: `${n}@example.com`,
      phone_number: `01${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`,
      parent_phone: '01000000000',
      academic_year: 'Secondary3',
      image_path: null,
      password_hash: 'x',
      email_confirmed: 1,
      active: 1,
      registration_date: at,
      updated_at: at,
    })
    .execute();
  return id;
}
