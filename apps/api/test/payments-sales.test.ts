import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePaymobSettings } from '../src/domain/orders/paymob-settings.ts';
import { createSettingsBox } from '../src/secrets/settings-box.ts';
import { importTestCourse } from './codes-fixtures.ts';
import { startFakePaymob, type FakePaymob, type FakePaymobAccount } from './fakes/fake-paymob.ts';
import {
  authHeaders,
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  TENANT_ID,
  type TestApp,
} from './harness.ts';

/**
 * Online sales beyond a course bought at full price (docs/payments.md): a unit sold on its own,
 * discount codes without online payment and disabled, refunds made in Paymob's own dashboard,
 * the receipt of one order and the orders export.
 */
const ACCOUNT: FakePaymobAccount = {
  secretKey: 'egy_sk_test_5a2d0b8cf3e95d1a0c2f7b4e6d8f0a12',
  publicKey: 'egy_pk_test_c8f3e95d1a0c2f7b4e6d8f0a',
  hmacSecret: 'HMACSALES0A1B2C3D4E5F60718293A4B5C6D',
  apiKey: 'c2FsZXMtYXBpLWtleS0wMTIzNDU2Nzg5YWJjZGVmMDEyMzQ1Njc4OWFiY2RlZg',
  integrations: { card: 5511, wallet: 5512 },
};
const PRICE_CENTS = 15_000;
const UNIT_PRICE = 40;

describe.each(engines())('online sales (%s)', (engine) => {
  let t: TestApp;
  let fake: FakePaymob;
  const clock = createClock(new Date());
  let courseId: string;
  let unitId: number;
  let codesOnlyUnitId: number;
  let admin: { id: string; token: string };

  const signIn = async (role: 'Student' | 'Admin' = 'Student') => {
    const user = await createUser(t.db, { role });
    const { token } = await login(t.app, user);
    return { id: user.id, token };
  };
  const request = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });
  const order = (token: string, body: object) => request('POST', '/api/payments/orders', token, body);
  const newOrder = async (token: string, body: object) => {
    const response = await order(token, body);
    expect(response.statusCode, response.body).toBe(200);
    const data = (response.json() as { data: { reference: string; checkoutUrl: string } }).data;
    return { ...data, intention: fake.intentionOfCheckout(data.checkoutUrl) };
  };
  const orderRow = (reference: string) =>
    t.db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  const enrolments = async (studentId: string) =>
    (
      await t.db
        .selectFrom('enrollments')
        .select('id')
        .where('user_id', '=', studentId)
        .where('course_id', '=', courseId)
        .execute()
    ).length;
  const ownerships = (studentId: string) =>
    t.db
      .selectFrom('unit_ownerships')
      .select(['unit_id', 'order_id', 'unit_code_id'])
      .where('user_id', '=', studentId)
      .execute();
  const audits = (action: string, entityId?: string) => {
    let query = t.db.selectFrom('audit_log').selectAll().where('action', '=', action);
    if (entityId) query = query.where('entity_id', '=', entityId);
    return query.execute();
  };
  const options = async () =>
    (
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/payments/options',
          headers: { 'x-tenant-id': TENANT_ID },
        })
      ).json() as {
        data: { online: boolean; discountCodes: boolean };
      }
    ).data;

  beforeAll(async () => {
    fake = await startFakePaymob([ACCOUNT], {
      send: async (url, body) => {
        const u = new URL(url);
        return (
          await t.app.inject({ method: 'POST', url: `${u.pathname}${u.search}`, payload: body as object })
        ).statusCode;
      },
    });
    t = await createTestApp({ engine, now: clock.now, env: { PAYMOB_API_BASE: fake.url } });
    const course = await importTestCourse(t.db, t.tenantId, { courseName: 'كورس الأحياء', price: 150 });
    courseId = course.courseId;
    unitId = course.units[0]!.unitId;
    codesOnlyUnitId = course.units[1]!.unitId;
    admin = await signIn('Admin');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  describe('discount codes without online payment', () => {
    const makeCode = (body: object) => request('POST', '/api/teacher/discount-codes', admin.token, body);

    it('a whole-price code shows the box and enrols without Paymob; a partial one is refused unchanged', async () => {
      expect(await options()).toMatchObject({ online: false, discountCodes: false });
      expect((await makeCode({ code: 'GIFT-100', kind: 'percent', value: 100 })).statusCode).toBe(200);
      expect((await makeCode({ code: 'HALF-OFF', kind: 'percent', value: 50 })).statusCode).toBe(200);
      expect(await options()).toMatchObject({ online: false, discountCodes: true });

      const student = await signIn();
      const free = await order(student.token, { courseId, discountCode: 'gift 100' });
      expect(free.statusCode, free.body).toBe(200);
      expect(free.json()).toMatchObject({ data: { status: 'paid', amountCents: 0, checkoutUrl: null } });
      expect(await enrolments(student.id)).toBe(1);

      const other = await signIn();
      const partial = await order(other.token, { courseId, discountCode: 'HALF-OFF' });
      expect(partial.statusCode).toBe(403);
      expect(partial.json()).toMatchObject({ code: 'payments_off' });
      expect(await enrolments(other.id)).toBe(0);
      expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', other.id).execute()).toEqual(
        [],
      );
      expect(fake.intentions).toHaveLength(0);
    });

    it('a disabled code is refused from then on; disabling is audited once', async () => {
      const codes = (await request('GET', '/api/teacher/discount-codes', admin.token)).json() as {
        data: Array<{ id: number; code: string; usedCount: number; disabledAt: string | null }>;
      };
      const gift = codes.data.find((c) => c.code === 'GIFT100')!;
      expect(gift).toMatchObject({ usedCount: 1, disabledAt: null });
      const disabled = await request('POST', `/api/teacher/discount-codes/${gift.id}/disable`, admin.token);
      expect(disabled.statusCode, disabled.body).toBe(200);
      const disabledAt = (disabled.json() as { data: { disabledAt: string } }).data.disabledAt;
      expect(disabledAt).toBe(clock.now().toISOString());
      const again = await request('POST', `/api/teacher/discount-codes/${gift.id}/disable`, admin.token);
      expect(again.json()).toMatchObject({ data: { disabledAt } });
      expect(await audits('discount_code.disable', String(gift.id))).toHaveLength(1);

      const student = await signIn();
      const refused = await order(student.token, { courseId, discountCode: 'GIFT100' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'discount_code_invalid' });
      expect(await enrolments(student.id)).toBe(0);

      const half = codes.data.find((c) => c.code === 'HALFOFF')!;
      await request('POST', `/api/teacher/discount-codes/${half.id}/disable`, admin.token);
      expect(await options()).toMatchObject({ discountCodes: false });
    });

    it('refuses a code id that is not one, a student, and another id with 404', async () => {
      expect((await request('POST', '/api/teacher/discount-codes/abc/disable', admin.token)).statusCode).toBe(
        400,
      );
      expect(
        (await request('POST', '/api/teacher/discount-codes/999999/disable', admin.token)).statusCode,
      ).toBe(404);
      const student = await signIn();
      expect((await request('POST', '/api/teacher/discount-codes/1/disable', student.token)).statusCode).toBe(
        403,
      );
    });
  });

  describe('a unit sold on its own', () => {
    beforeAll(async () => {
      await writePaymobSettings(
        { db: t.db, tenantId: TENANT_ID, now: clock.now },
        { settingsBox: createSettingsBox(t.config.settingsKey) },
        ACCOUNT,
        null,
      );
    });

    it('the teacher prices a unit; the course page shows that price and no price for the other', async () => {
      const unit = await t.db
        .selectFrom('units')
        .select(['unit_name', 'titel', 'version'])
        .where('id', '=', unitId)
        .executeTakeFirstOrThrow();
      const saved = await request('PUT', `/api/teacher/units/${unitId}`, admin.token, {
        unitName: unit.unit_name,
        subtitle: unit.titel,
        active: true,
        price: UNIT_PRICE,
        version: unit.version,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ data: { price: UNIT_PRICE } });
      for (const price of [0, -5, 12.345]) {
        const bad = await request('PUT', `/api/teacher/units/${unitId}`, admin.token, {
          unitName: unit.unit_name,
          subtitle: unit.titel,
          active: true,
          price,
          version: unit.version + 1,
        });
        expect(bad.statusCode, String(price)).toBe(400);
      }
      const tree = await t.app.inject({
        method: 'GET',
        url: `/api/Course/tree?courseid=${courseId}`,
        headers: { 'x-tenant-id': TENANT_ID },
      });
      const units = (tree.json() as { data: { units: Array<{ id: number; price?: number | null }> } }).data
        .units;
      expect(units.map((u) => [u.id, u.price])).toEqual([
        [unitId, UNIT_PRICE],
        [codesOnlyUnitId, null],
      ]);
    });

    it('refuses a unit not on sale, an unknown one, and a body naming both or neither', async () => {
      const student = await signIn();
      const cases: Array<[object, number, string | undefined]> = [
        [{ unitId: codesOnlyUnitId }, 400, 'unit_not_for_sale'],
        [{ unitId: 987_654 }, 404, undefined],
        [{ unitId: unitId, courseId }, 400, 'validation_failed'],
        [{}, 400, 'validation_failed'],
        [{ unitId: 'x' }, 400, 'validation_failed'],
      ];
      for (const [body, status, code] of cases) {
        const response = await order(student.token, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(status);
        if (code) expect(response.json()).toMatchObject({ code });
      }
      expect(
        await t.db.selectFrom('orders').select('id').where('user_id', '=', student.id).execute(),
      ).toEqual([]);
    });

    it('an order asks Paymob for the unit price; paying gives the unit (not the course), exactly once', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student.token, { unitId });
      expect(intention.amountCents).toBe(UNIT_PRICE * 100);
      expect(await orderRow(reference)).toMatchObject({
        unit_id: unitId,
        course_id: courseId,
        status: 'pending',
      });
      const tx = fake.transact(intention, 'card', 'paid');
      const statuses = await Promise.all(Array.from({ length: 20 }, () => fake.deliver(intention, tx)));
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(await orderRow(reference)).toMatchObject({ status: 'paid', method: 'card' });
      const row = await orderRow(reference);
      expect(await ownerships(student.id)).toEqual([
        { unit_id: unitId, order_id: row.id, unit_code_id: null },
      ]);
      expect(await enrolments(student.id)).toBe(0);
      // My Lectures lists it, open (its window starts at the payment)
      const units = await request('GET', '/api/UnitCode/GetMyUnitCodes', student.token);
      expect(units.json()).toMatchObject({ data: { units: [{ unitId, active: true }] } });

      // held now: a second order is refused before any payment
      const before = fake.intentions.length;
      const again = await order(student.token, { unitId });
      expect(again.json()).toMatchObject({ code: 'already_owns_unit' });
      expect(fake.intentions).toHaveLength(before);

      const mine = await request('GET', '/api/payments/orders', student.token);
      expect(mine.json()).toMatchObject({
        data: [{ reference, unitId, unitName: expect.any(String), amountCents: UNIT_PRICE * 100 }],
      });
    });

    it('a student enrolled in the course is refused the unit alone', async () => {
      const student = await signIn();
      await t.db
        .insertInto('enrollments')
        .values({
          tenant_id: TENANT_ID,
          user_id: student.id,
          course_id: courseId,
          enrollment_date: clock.now().toISOString(),
          source: 'admin',
          course_code_id: null,
        })
        .execute();
      expect((await order(student.token, { unitId })).json()).toMatchObject({ code: 'already_enrolled' });
    });

    it('a full refund of a unit order removes that unit, and never one a code gave', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student.token, { unitId });
      await fake.deliver(intention, fake.transact(intention, 'card', 'paid'));
      expect(await ownerships(student.id)).toHaveLength(1);
      const refunded = await request('POST', `/api/teacher/orders/${reference}/refund`, admin.token, {});
      expect(refunded.json()).toMatchObject({ data: { status: 'refunded' } });
      expect(await ownerships(student.id)).toEqual([]);
      // Paymob's notice of that same refund adds nothing: the receipt lists it once
      const paid = fake.transactions.find(
        (tx) => tx.order.id === intention.orderId && tx.success && !tx.is_refund,
      )!;
      expect(await fake.deliver(intention, paid)).toBe(200);
      const receipt = await request('GET', `/api/payments/orders/${reference}`, student.token);
      expect((receipt.json() as { data: { refunds: unknown[] } }).data.refunds).toEqual([
        { amountCents: UNIT_PRICE * 100, refundedAt: clock.now().toISOString() },
      ]);
    });
  });

  describe("refunds made in Paymob's own dashboard", () => {
    it('a partial refund is recorded and keeps the access; the rest removes it; replays change nothing', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student.token, { courseId });
      const paid = fake.transact(intention, 'card', 'paid');
      await fake.deliver(intention, paid);
      expect(await enrolments(student.id)).toBe(1);

      expect(await fake.refundInDashboard(intention, paid, 5_000)).toEqual([200, 200]);
      expect(await orderRow(reference)).toMatchObject({ status: 'paid', refunded_cents: 5_000 });
      expect(await enrolments(student.id)).toBe(1);
      // every copy of both notices again: the total is set, never added
      const refund = fake.transactions.at(-1)!;
      expect(await fake.deliver(intention, refund)).toBe(200);
      expect(await fake.deliver(intention, paid)).toBe(200);
      expect(await orderRow(reference)).toMatchObject({ status: 'paid', refunded_cents: 5_000 });

      expect(await fake.refundInDashboard(intention, paid, 10_000)).toEqual([200, 200]);
      expect(await orderRow(reference)).toMatchObject({ status: 'refunded', refunded_cents: PRICE_CENTS });
      expect(await enrolments(student.id)).toBe(0);
      // the receipt lists both refunds, as Paymob made them
      const receipt = await request('GET', `/api/teacher/orders/${reference}`, admin.token);
      expect(receipt.json()).toMatchObject({
        data: { refunds: [{ amountCents: 5_000 }, { amountCents: 10_000 }] },
      });
      const entries = await audits('order.refund', reference);
      expect(entries.map((e) => [e.actor_name, JSON.parse(e.after_json ?? '{}') as unknown])).toEqual([
        ['Paymob', expect.objectContaining({ status: 'paid', refundedCents: 5_000 })],
        ['Paymob', expect.objectContaining({ status: 'refunded', refundedCents: PRICE_CENTS })],
      ]);
    });

    it('concurrent copies of a full-refund notice change the order once', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student.token, { courseId });
      const paid = fake.transact(intention, 'wallet', 'paid');
      await fake.deliver(intention, paid);
      // refunded at Paymob, its notices not sent yet: then 20 copies arrive at once
      const refunded = await fetch(`${fake.url}/api/acceptance/void_refund/refund`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Token ${ACCOUNT.secretKey}` },
        body: JSON.stringify({ transaction_id: paid.id, amount_cents: PRICE_CENTS }),
      });
      expect(refunded.status).toBe(200);
      expect(await orderRow(reference)).toMatchObject({ status: 'paid', refunded_cents: 0 });
      const statuses = await Promise.all(Array.from({ length: 20 }, () => fake.deliver(intention, paid)));
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(await orderRow(reference)).toMatchObject({ status: 'refunded', refunded_cents: PRICE_CENTS });
      expect(await audits('order.refund', reference)).toHaveLength(1);
      const { id } = await orderRow(reference);
      const refunds = await t.db
        .selectFrom('order_refunds')
        .select(['amount_cents', 'source'])
        .where('order_id', '=', id)
        .execute();
      expect(refunds.map((r) => [Number(r.amount_cents), r.source])).toEqual([[PRICE_CENTS, 'paymob']]);
      expect(await enrolments(student.id)).toBe(0);
    });

    it('a refund notice with a forged signature is refused and changes nothing', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student.token, { courseId });
      const paid = fake.transact(intention, 'card', 'paid');
      await fake.deliver(intention, paid);
      const forged = { ...paid, is_refunded: true, refunded_amount_cents: PRICE_CENTS };
      const { url, body } = fake.processedCallback(intention, paid);
      const u = new URL(url);
      const response = await t.app.inject({
        method: 'POST',
        url: `${u.pathname}${u.search}`,
        payload: { ...(body as object), obj: forged },
      });
      expect(response.statusCode).toBe(403);
      expect(await orderRow(reference)).toMatchObject({ status: 'paid', refunded_cents: 0 });
      expect(await enrolments(student.id)).toBe(1);
    });
  });

  describe('receipts', () => {
    it('the teacher reads any order of the tenant; a student only their own', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student.token, { courseId });
      await fake.deliver(intention, fake.transact(intention, 'card', 'paid'));
      const receipt = await request('GET', `/api/teacher/orders/${reference}`, admin.token);
      expect(receipt.json()).toMatchObject({
        data: {
          reference,
          courseName: 'كورس الأحياء',
          unitId: null,
          amountCents: PRICE_CENTS,
          discountCents: 0,
          status: 'paid',
          method: 'card',
          paidAt: clock.now().toISOString(),
          updatedAt: clock.now().toISOString(),
        },
      });
      expect((await request('GET', '/api/teacher/orders/no-such-order', admin.token)).statusCode).toBe(404);
      expect((await request('GET', `/api/teacher/orders/${reference}`, student.token)).statusCode).toBe(403);
      const other = await signIn();
      expect((await request('GET', `/api/payments/orders/${reference}`, other.token)).statusCode).toBe(404);
      expect((await request('GET', `/api/payments/orders/${reference}`, student.token)).statusCode).toBe(200);
    });
  });

  describe('the orders export', () => {
    it("holds the orders the table's filters select, as CSV and XLSX, audited", async () => {
      const paidCount = (
        await t.db
          .selectFrom('orders')
          .select('reference')
          .where('tenant_id', '=', TENANT_ID)
          .where('status', '=', 'paid')
          .execute()
      ).map((o) => o.reference);
      const csv = await request('GET', '/api/teacher/orders-export?format=csv&status=paid', admin.token);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(
        /attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/);
      expect(lines[0]).toContain('"Reference"');
      expect(lines).toHaveLength(paidCount.length + 1);
      for (const reference of paidCount) expect(csv.body).toContain(reference);
      expect(csv.body).not.toContain('"refunded"');

      const xlsx = await request('GET', '/api/teacher/orders-export?format=xlsx&method=wallet', admin.token);
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const wallets = await t.db
        .selectFrom('orders')
        .select('id')
        .where('tenant_id', '=', TENANT_ID)
        .where('method', '=', 'wallet')
        .execute();
      expect(sheet.rowCount).toBe(wallets.length + 1);
      expect(sheet.getRow(2).getCell(8).value).toBe(PRICE_CENTS / 100);

      expect(await audits('orders.export')).toHaveLength(2);
      expect((await request('GET', '/api/teacher/orders-export?format=pdf', admin.token)).statusCode).toBe(
        400,
      );
      const student = await signIn();
      expect((await request('GET', '/api/teacher/orders-export?format=csv', student.token)).statusCode).toBe(
        403,
      );
    });
  });
});
