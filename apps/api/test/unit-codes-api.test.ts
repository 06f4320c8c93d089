import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeBatch } from '../src/domain/codes/index.ts';
import {
  authHeaders,
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  type TestApp,
} from './harness.ts';
import { importTestCourse, tenantCtx } from './codes-fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(engines())('unit-code endpoints (%s)', (engine) => {
  let t: TestApp;
  const clock = createClock('2026-03-01T08:00:00.000Z');
  let biologyUnits: Array<{ unitId: number; unitName: string }>;
  let biologyCourseId: string;
  let secondGradeUnitId: number;
  let otherTenantUnitId: number;
  let ipCounter = 0;

  const unitCodes = async (unitId: number, count = 1, tenantId = t.tenantId) =>
    (
      await createCodeBatch(tenantCtx(t.db, tenantId), {
        kind: 'unit',
        targetId: unitId,
        count,
        codeHashKey: t.config.codeHashKey,
      })
    ).codes;

  const signIn = async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user);
    ipCounter += 1;
    return { id: user.id, token, ip: `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}` };
  };
  type Student = Awaited<ReturnType<typeof signIn>>;

  const enter = (s: Student, code: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/UnitCode/EnterCode?code=${encodeURIComponent(code)}`,
      headers: authHeaders(s.token),
      remoteAddress: s.ip,
    });
  const myUnits = (s: Student, query = '') =>
    t.app.inject({ url: `/api/UnitCode/GetMyUnitCodes${query}`, headers: authHeaders(s.token) });

  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    const biology = await importTestCourse(t.db, t.tenantId, {
      courseName: 'أحياء الثالث الثانوي',
      grade: 'Secondary3',
      term: 'First',
    });
    biologyUnits = biology.units;
    biologyCourseId = biology.courseId;
    const second = await importTestCourse(t.db, t.tenantId, {
      courseName: 'أحياء الثاني الثانوي',
      grade: 'Secondary2',
      term: 'Second',
    });
    secondGradeUnitId = second.units[1]!.unitId;
    otherTenantUnitId = (await importTestCourse(t.db, t.otherTenantId)).units[0]!.unitId;
  });
  afterAll(() => t?.close());

  describe('POST /api/UnitCode/EnterCode', () => {
    it('accepts a valid code and answers the unit', async () => {
      const s = await signIn();
      const [code] = await unitCodes(biologyUnits[0]!.unitId);
      const res = await enter(s, code!);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Code accepted.',
        data: {
          unitId: biologyUnits[0]!.unitId,
          unitName: 'الوحدة الأولى: الخلية',
          courseId: biologyCourseId,
          courseName: 'أحياء الثالث الثانوي',
        },
      });
    });

    it('an unknown, used or malformed code → 404 "Code not found."', async () => {
      const [a, b] = [await signIn(), await signIn()];
      const [code] = await unitCodes(biologyUnits[1]!.unitId);
      expect((await enter(a, code!)).statusCode).toBe(200);
      for (const attempt of [code!, 'ABCD-EFGH-JKMN', 'short']) {
        const res = await enter(b, attempt);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          message: 'Code not found.',
          data: null,
          code: expect.any(String),
        });
      }
    });

    it('accepts the code in lower case and without dashes', async () => {
      const s = await signIn();
      const [code] = await unitCodes(secondGradeUnitId);
      expect((await enter(s, code!.toLowerCase().replaceAll('-', ''))).statusCode).toBe(200);
    });

    it('an empty code → 400 envelope', async () => {
      const s = await signIn();
      const res = await enter(s, '');
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    });

    it('a unit already owned → 400 and the second code is not spent', async () => {
      const s = await signIn();
      const [first, second] = await unitCodes(biologyUnits[0]!.unitId, 2);
      expect((await enter(s, first!)).statusCode).toBe(200);
      const res = await enter(s, second!);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { success: false, message: 'You already have this unit.', data: null, code: expect.any(String) },
      ]);
      const other = await signIn();
      expect((await enter(other, second!)).statusCode).toBe(200);
    });

    it('a code of another tenant → 404 "Code not found."', async () => {
      const s = await signIn();
      const [code] = await unitCodes(otherTenantUnitId, 1, t.otherTenantId);
      const res = await enter(s, code!);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Code not found.']);
    });

    it('needs a token → 401', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/UnitCode/EnterCode?code=ABCD',
        headers: { 'x-tenant-id': t.tenantId },
      });
      expect(res.statusCode).toBe(401);
    });

    it('100 parallel requests with one code → exactly one 200 and one ownership', async () => {
      const s = await signIn();
      const [code] = await unitCodes(secondGradeUnitId);
      const responses = await Promise.all(Array.from({ length: 100 }, () => enter(s, code!)));
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of responses.filter((r) => r.statusCode !== 200)) {
        expect([400, 404, 429]).toContain(r.statusCode);
        expect(r.json().success).toBe(false);
      }
      const owned = await t.db
        .selectFrom('unit_ownerships')
        .select('id')
        .where('user_id', '=', s.id)
        .execute();
      expect(owned).toHaveLength(1);
    });

    it('10 wrong codes from one student → the 11th attempt is 429', async () => {
      const s = await signIn();
      for (let i = 0; i < 10; i++) expect((await enter(s, `WRONG-${i}-CODE`)).statusCode).toBe(404);
      const [code] = await unitCodes(biologyUnits[1]!.unitId);
      const res = await enter(s, code!);
      expect([res.statusCode, res.json().message]).toEqual([
        429,
        'Too many attempts. Please wait a few minutes and try again.',
      ]);
    });
  });

  describe('GET /api/UnitCode/GetMyUnitCodes', () => {
    let s: Student;
    beforeAll(async () => {
      s = await signIn();
      for (const unitId of [biologyUnits[0]!.unitId, biologyUnits[1]!.unitId, secondGradeUnitId]) {
        const [code] = await unitCodes(unitId);
        expect((await enter(s, code!)).statusCode).toBe(200);
        clock.advance(60_000);
      }
    });

    it('lists the owned units, newest first, with the page counters', async () => {
      const res = await myUnits(s);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({ totalCount: 3, totalPages: 1, currentPage: 1 });
      expect(body.data.units.map((u: { unitId: number }) => u.unitId)).toEqual([
        secondGradeUnitId,
        biologyUnits[1]!.unitId,
        biologyUnits[0]!.unitId,
      ]);
      expect(body.data.units[2]).toMatchObject({
        unitId: biologyUnits[0]!.unitId,
        unitName: 'الوحدة الأولى: الخلية',
        unitTitle: 'تركيب الخلية',
        courseName: 'أحياء الثالث الثانوي',
        grade: 'Secondary3',
        term: 'First',
        active: true,
      });
      expect(body.data.units[1].unitTitle).toBeNull();
      expect(Object.keys(body.data.units[0]).sort()).toEqual([
        'active',
        'courseName',
        'grade',
        'term',
        'unitId',
        'unitName',
        'unitTitle',
      ]);
    });

    it('pages with pageNumber/pageSize', async () => {
      const res = await myUnits(s, '?pageNumber=2&pageSize=2');
      expect(res.json().data).toMatchObject({ totalCount: 3, totalPages: 2, currentPage: 2 });
      expect(res.json().data.units).toHaveLength(1);
    });

    it.each([
      [{ grade: 'Secondary2' }, 1],
      [{ grade: 'secondary2' }, 1],
      [{}, 3],
      [{ term: 'First' }, 2],
      [{ term: 'second' }, 1],
      [{ grade: 'Secondary3', term: 'Second' }, 0],
      // Arabic-aware: taa marbuta typed as haa still matches 'الخلية'
      [{ search: 'الخليه' }, 1],
      [{ search: 'الثاني' }, 2],
      // hamza on the alef is optional: 'احياء' matches 'أحياء'
      [{ search: 'احياء الثالث' }, 2],
      [{ search: 'nothing-matches' }, 0],
    ])('filters %j → %i unit(s)', async (params, expected) => {
      const res = await myUnits(s, `?${new URLSearchParams(params as Record<string, string>)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.totalCount).toBe(expected);
    });

    it('a bad grade or page size → 400 envelope', async () => {
      for (const query of ['?grade=Primary1', '?term=Third', '?pageSize=0', '?pageNumber=abc']) {
        const res = await myUnits(s, query);
        expect(res.statusCode).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });

    it('marks a unit inactive once its 7-day window from acquisition has passed', async () => {
      // move one acquisition back instead of the clock (a 7-day jump would also expire the access token)
      const acquiredAt = (unitId: number) =>
        t.db.updateTable('unit_ownerships').where('user_id', '=', s.id).where('unit_id', '=', unitId);
      await acquiredAt(biologyUnits[0]!.unitId)
        .set({ acquired_at: new Date(clock.now().getTime() - 7 * DAY).toISOString() })
        .execute();
      await acquiredAt(biologyUnits[1]!.unitId)
        .set({ acquired_at: new Date(clock.now().getTime() - 7 * DAY + 60_000).toISOString() })
        .execute();
      const units = (await myUnits(s)).json().data.units as Array<{ unitId: number; active: boolean }>;
      expect(units.find((u) => u.unitId === biologyUnits[0]!.unitId)!.active).toBe(false);
      expect(units.find((u) => u.unitId === biologyUnits[1]!.unitId)!.active).toBe(true);
      await acquiredAt(biologyUnits[0]!.unitId).set({ acquired_at: clock.now().toISOString() }).execute();
    });

    it('marks a unit inactive when the unit is deactivated', async () => {
      await t.db.updateTable('units').set({ active: 0 }).where('id', '=', secondGradeUnitId).execute();
      const units = (await myUnits(s)).json().data.units as Array<{ unitId: number; active: boolean }>;
      expect(units.find((u) => u.unitId === secondGradeUnitId)!.active).toBe(false);
      expect(units.find((u) => u.unitId === biologyUnits[0]!.unitId)!.active).toBe(true);
      await t.db.updateTable('units').set({ active: 1 }).where('id', '=', secondGradeUnitId).execute();
    });

    it('an empty list for a student without units; 401 without a token', async () => {
      const fresh = await signIn();
      const res = await myUnits(fresh);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ units: [], totalCount: 0, totalPages: 0, currentPage: 1 });
      expect(
        (await t.app.inject({ url: '/api/UnitCode/GetMyUnitCodes', headers: { 'x-tenant-id': t.tenantId } }))
          .statusCode,
      ).toBe(401);
    });
  });
});
