import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCodeBatch,
  redeemCourseCode,
  redeemUnitCode,
  hashCode,
  normalizeCode,
  CODE_ALPHABET,
} from '../src/domain/codes/index.ts';
import type { AppError } from '../src/errors.ts';
import { createTestApp, engines, type TestApp } from './harness.ts';
import { importTestCourse, tenantCtx, TEST_CODE_KEY } from './codes-fixtures.ts';

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a rejection');
};

describe('code format', () => {
  it('creates 12-character codes from the unambiguous alphabet, grouped by 4', async () => {
    const t = await createTestApp();
    try {
      const course = await importTestCourse(t.db, t.tenantId);
      const batch = await createCodeBatch(tenantCtx(t.db, t.tenantId), {
        kind: 'course',
        targetId: course.courseId,
        count: 50,
        codeHashKey: TEST_CODE_KEY,
      });
      expect(batch.codes).toHaveLength(50);
      expect(new Set(batch.codes).size).toBe(50);
      for (const code of batch.codes) {
        expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
        for (const ch of normalizeCode(code)) expect(CODE_ALPHABET).toContain(ch);
        expect(code).not.toMatch(/[01OIL]/);
      }
    } finally {
      await t.close();
    }
  });

  it.each([
    ['abcd-efgh-jkmn', 'ABCDEFGHJKMN'],
    [' ABCD EFGH JKMN ', 'ABCDEFGHJKMN'],
    ['abcdefghjkmn', 'ABCDEFGHJKMN'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });

  it('hashes with the key: same code, different keys → different hashes; formatting does not matter', () => {
    expect(hashCode('k1', 'ABCD-EFGH-JKMN')).toBe(hashCode('k1', 'abcdefghjkmn'));
    expect(hashCode('k1', 'ABCD-EFGH-JKMN')).not.toBe(hashCode('k2', 'ABCD-EFGH-JKMN'));
    expect(hashCode('k1', 'ABCDEFGHJKMN')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.each(engines())('codes at the domain level (%s)', (engine) => {
  let t: TestApp;
  let courseId: string;
  let unitId: number;
  let otherCourseId: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const course = await importTestCourse(t.db, t.tenantId);
    courseId = course.courseId;
    unitId = course.units[0]!.unitId;
    otherCourseId = (await importTestCourse(t.db, t.otherTenantId)).courseId;
  });
  afterAll(() => t?.close());

  const ctx = () => tenantCtx(t.db, t.tenantId);
  const student = async (tenantId = t.tenantId) => await insertStudent(t, tenantId);

  it('stores only the keyed hash, never the plaintext', async () => {
    const { codes, batchId } = await createCodeBatch(ctx(), {
      kind: 'course',
      targetId: courseId,
      count: 3,
      codeHashKey: TEST_CODE_KEY,
      label: 'L',
    });
    const rows = await t.db.selectFrom('course_codes').selectAll().where('batch_id', '=', batchId).execute();
    expect(rows.map((r) => r.code_hash).sort()).toEqual(codes.map((c) => hashCode(TEST_CODE_KEY, c)).sort());
    const dump = JSON.stringify(rows);
    for (const code of codes) expect(dump).not.toContain(normalizeCode(code));
    const batch = await t.db
      .selectFrom('code_batches')
      .selectAll()
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({
      tenant_id: t.tenantId,
      kind: 'course',
      target_id: courseId,
      count: 3,
      label: 'L',
    });
  });

  it('refuses a target of another tenant and bad counts', async () => {
    expect(
      (
        await errorOf(
          createCodeBatch(ctx(), {
            kind: 'course',
            targetId: otherCourseId,
            count: 1,
            codeHashKey: TEST_CODE_KEY,
          }),
        )
      ).message,
    ).toBe('Course not found.');
    expect(
      (
        await errorOf(
          createCodeBatch(ctx(), { kind: 'unit', targetId: 999999, count: 1, codeHashKey: TEST_CODE_KEY }),
        )
      ).message,
    ).toBe('Unit not found.');
    expect(
      (
        await errorOf(
          createCodeBatch(ctx(), {
            kind: 'course',
            targetId: courseId,
            count: 0,
            codeHashKey: TEST_CODE_KEY,
          }),
        )
      ).status,
    ).toBe(400);
  });

  it('redeems a course code once: enrols, marks it redeemed; the second use is "Code not found."', async () => {
    const [code] = (
      await createCodeBatch(ctx(), {
        kind: 'course',
        targetId: courseId,
        count: 1,
        codeHashKey: TEST_CODE_KEY,
      })
    ).codes;
    const a = await student();
    const b = await student();
    const result = await redeemCourseCode(ctx(), {
      studentId: a,
      code: code!.toLowerCase().replaceAll('-', ''),
      codeHashKey: TEST_CODE_KEY,
    });
    expect(result).toEqual({ courseId, courseName: 'أساسيات الأحياء', enrollmentDate: expect.any(String) });
    const enrolment = await t.db
      .selectFrom('enrollments')
      .selectAll()
      .where('user_id', '=', a)
      .executeTakeFirstOrThrow();
    expect(enrolment).toMatchObject({ course_id: courseId, source: 'code', tenant_id: t.tenantId });
    const again = await errorOf(
      redeemCourseCode(ctx(), { studentId: b, code: code!, codeHashKey: TEST_CODE_KEY }),
    );
    expect([again.status, again.message]).toEqual([400, 'Code not found.']);
  });

  it('does not burn the code of a student already enrolled in the course', async () => {
    const { codes } = await createCodeBatch(ctx(), {
      kind: 'course',
      targetId: courseId,
      count: 2,
      codeHashKey: TEST_CODE_KEY,
    });
    const a = await student();
    await redeemCourseCode(ctx(), { studentId: a, code: codes[0]!, codeHashKey: TEST_CODE_KEY });
    const error = await errorOf(
      redeemCourseCode(ctx(), { studentId: a, code: codes[1]!, codeHashKey: TEST_CODE_KEY }),
    );
    expect([error.status, error.message]).toEqual([400, 'You are already enrolled in this course.']);
    const row = await t.db
      .selectFrom('course_codes')
      .select('redeemed_by')
      .where('code_hash', '=', hashCode(TEST_CODE_KEY, codes[1]!))
      .executeTakeFirstOrThrow();
    expect(row.redeemed_by).toBeNull();
  });

  it('a code of another tenant is "Code not found." and stays unspent', async () => {
    const { codes } = await createCodeBatch(tenantCtx(t.db, t.otherTenantId), {
      kind: 'course',
      targetId: otherCourseId,
      count: 1,
      codeHashKey: TEST_CODE_KEY,
    });
    const a = await student();
    const error = await errorOf(
      redeemCourseCode(ctx(), { studentId: a, code: codes[0]!, codeHashKey: TEST_CODE_KEY }),
    );
    expect(error.message).toBe('Code not found.');
    const row = await t.db
      .selectFrom('course_codes')
      .select('redeemed_by')
      .where('code_hash', '=', hashCode(TEST_CODE_KEY, codes[0]!))
      .executeTakeFirstOrThrow();
    expect(row.redeemed_by).toBeNull();
  });

  it('100 concurrent redemptions of one course code by 100 students → exactly one enrolment', async () => {
    const [code] = (
      await createCodeBatch(ctx(), {
        kind: 'course',
        targetId: courseId,
        count: 1,
        codeHashKey: TEST_CODE_KEY,
      })
    ).codes;
    const students = await Promise.all(Array.from({ length: 100 }, () => student()));
    const results = await Promise.allSettled(
      students.map((studentId) =>
        redeemCourseCode(ctx(), { studentId, code: code!, codeHashKey: TEST_CODE_KEY }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as AppError).message).toBe('Code not found.');
    const enrolments = await t.db
      .selectFrom('enrollments')
      .select('user_id')
      .where('course_code_id', 'is not', null)
      .where('user_id', 'in', students)
      .execute();
    expect(enrolments).toHaveLength(1);
  });

  it('100 concurrent redemptions of one unit code → exactly one ownership', async () => {
    const [code] = (
      await createCodeBatch(ctx(), { kind: 'unit', targetId: unitId, count: 1, codeHashKey: TEST_CODE_KEY })
    ).codes;
    const students = await Promise.all(Array.from({ length: 100 }, () => student()));
    const results = await Promise.allSettled(
      students.map((studentId) =>
        redeemUnitCode(ctx(), { studentId, code: code!, codeHashKey: TEST_CODE_KEY }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected')
        expect([(r.reason as AppError).status, (r.reason as AppError).message]).toEqual([
          404,
          'Code not found.',
        ]);
    const owners = await t.db
      .selectFrom('unit_ownerships')
      .select('user_id')
      .where('user_id', 'in', students)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('unit code: grants the unit once, then "You already have this unit." without burning a second code', async () => {
    const { codes } = await createCodeBatch(ctx(), {
      kind: 'unit',
      targetId: unitId,
      count: 2,
      codeHashKey: TEST_CODE_KEY,
    });
    const a = await student();
    expect(
      await redeemUnitCode(ctx(), { studentId: a, code: codes[0]!, codeHashKey: TEST_CODE_KEY }),
    ).toEqual({ unitId, unitName: 'الوحدة الأولى: الخلية', courseId, courseName: 'أساسيات الأحياء' });
    const error = await errorOf(
      redeemUnitCode(ctx(), { studentId: a, code: codes[1]!, codeHashKey: TEST_CODE_KEY }),
    );
    expect([error.status, error.message]).toEqual([400, 'You already have this unit.']);
    const row = await t.db
      .selectFrom('unit_codes')
      .select('redeemed_by')
      .where('code_hash', '=', hashCode(TEST_CODE_KEY, codes[1]!))
      .executeTakeFirstOrThrow();
    expect(row.redeemed_by).toBeNull();
  });
});

async function insertStudent(t: TestApp, tenantId: string): Promise<string> {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  const n = crypto.randomBytes(6).toString('hex');
  await t.db
    .insertInto('users')
    .values({
      id,
      tenant_id: tenantId,
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
