import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePendingOrders } from '../src/domain/orders/index.ts';
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
  OTHER_TENANT_ID,
  TENANT_ID,
  type TestApp,
} from './harness.ts';

const ACCOUNT: FakePaymobAccount = {
  secretKey: 'egy_sk_test_4f1c9a7be2d84c0f9b1e6a3d5c7e9f01',
  publicKey: 'egy_pk_test_b7e2d84c0f9b1e6a3d5c7e9f',
  hmacSecret: 'HMAC5ECRET0A1B2C3D4E5F60718293A4B5C6D',
  apiKey: 'ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5LmV5SmpiR0Z6Y3lJNkltMWxjbU5vWVc1MEluMA',
  integrations: { card: 4511, wallet: 4512, kiosk: 4513 },
};
const OTHER_ACCOUNT: FakePaymobAccount = {
  secretKey: 'egy_sk_test_other_0a9b8c7d6e5f4a3b2c1d0e9f',
  publicKey: 'egy_pk_test_other_1a2b3c4d5e6f7a8b',
  hmacSecret: 'OTHERHMAC0123456789ABCDEF0123456789',
  apiKey: 'b3RoZXItYXBpLWtleS0wMTIzNDU2Nzg5YWJjZGVmMDEyMzQ1Njc4OQ',
  integrations: { card: 9911 },
};
const KEYS = [ACCOUNT, OTHER_ACCOUNT].flatMap((a) => [a.secretKey, a.hmacSecret, a.apiKey]);
const PRICE_CENTS = 15_000;

describe.each(engines())('payments with Paymob (%s)', (engine) => {
  let t: TestApp;
  let fake: FakePaymob;
  const clock = createClock(new Date());
  const logLines: string[] = [];
  let courseId: string;
  let otherCourseId: string;
  let otherPaidCourseId: string;
  let admin: { id: string; token: string };

  const signIn = async (role: 'Student' | 'Admin' = 'Student', tenantId = TENANT_ID) => {
    const user = await createUser(t.db, { role, tenantId });
    const { token } = await login(t.app, { ...user, tenantId });
    return { id: user.id, token };
  };
  const order = (token: string, body: object | string = { courseId }, tenantId = TENANT_ID) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: { ...authHeaders(token, tenantId), 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const newOrder = async (student: { token: string }, tenantId = TENANT_ID, course = courseId) => {
    const response = await order(student.token, { courseId: course }, tenantId);
    expect(response.statusCode, response.body).toBe(200);
    const data = (response.json() as { data: { reference: string; checkoutUrl: string } }).data;
    return { ...data, intention: fake.intentionOfCheckout(data.checkoutUrl) };
  };
  /** posts a processed callback as Paymob would (the URL our server gave, with the hmac) */
  const post = (url: string, body: unknown) => {
    const u = new URL(url);
    return t.app.inject({ method: 'POST', url: `${u.pathname}${u.search}`, payload: body as object });
  };
  const enrolments = async (studentId: string, course = courseId) =>
    (
      await t.db
        .selectFrom('enrollments')
        .select(['source'])
        .where('user_id', '=', studentId)
        .where('course_id', '=', course)
        .execute()
    ).length;
  const orderRow = (reference: string) =>
    t.db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

  beforeAll(async () => {
    fake = await startFakePaymob([ACCOUNT, OTHER_ACCOUNT], {
      send: async (url, body) => (await post(url, body)).statusCode,
    });
    t = await createTestApp({
      engine,
      now: clock.now,
      env: { PAYMOB_API_BASE: fake.url },
      logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
    });
    courseId = (await importTestCourse(t.db, t.tenantId, { courseName: 'كورس مدفوع', price: 150 })).courseId;
    otherCourseId = (await importTestCourse(t.db, t.otherTenantId, { courseName: 'كورس آخر', price: 150 }))
      .courseId;
    otherPaidCourseId = (await importTestCourse(t.db, t.tenantId, { courseName: 'كورس ثان', price: 90 }))
      .courseId;
    admin = await signIn('Admin');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  describe('a tenant without settings', () => {
    it('shows no online payment and refuses an order before reaching Paymob', async () => {
      const options = await t.app.inject({
        method: 'GET',
        url: '/api/payments/options',
        headers: { 'x-tenant-id': TENANT_ID },
      });
      expect(options.json()).toMatchObject({ data: { online: false, methods: [] } });
      const student = await signIn();
      const response = await order(student.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'payments_off' });
      expect(fake.intentions).toHaveLength(0);
      expect(await t.db.selectFrom('orders').selectAll().execute()).toHaveLength(0);
    });
  });

  describe('settings', () => {
    it('the first save needs every key', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/teacher/payment-settings',
        headers: authHeaders(admin.token),
        payload: { publicKey: ACCOUNT.publicKey, integrations: { card: 4511 } },
      });
      expect(response.statusCode).toBe(400);
      expect(await t.db.selectFrom('payment_settings').selectAll().execute()).toHaveLength(0);
    });

    it('the Admin saves them; they are answered masked, stored sealed and audited without a key', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/teacher/payment-settings',
        headers: authHeaders(admin.token),
        payload: ACCOUNT,
      });
      expect(response.statusCode, response.body).toBe(200);
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/teacher/payment-settings',
        headers: authHeaders(admin.token),
      });
      expect(read.json()).toMatchObject({
        data: { publicKey: ACCOUNT.publicKey, integrations: ACCOUNT.integrations, secretKey: '••••••••9f01' },
      });
      const stored = await t.db.selectFrom('payment_settings').selectAll().execute();
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'payment_settings.update')
        .execute();
      expect(audit).toHaveLength(1);
      for (const key of [ACCOUNT.secretKey, ACCOUNT.hmacSecret, ACCOUNT.apiKey]) {
        expect(response.body).not.toContain(key);
        expect(read.body).not.toContain(key);
        expect(JSON.stringify(stored)).not.toContain(key);
        expect(JSON.stringify(audit)).not.toContain(key);
      }
      // the other tenant's own account, by the same path the admin command uses
      await writePaymobSettings(
        { db: t.db, tenantId: t.otherTenantId, now: clock.now },
        { settingsBox: createSettingsBox(t.config.settingsKey) },
        OTHER_ACCOUNT,
        null,
      );
    });

    it('a student cannot read or change them', async () => {
      const student = await signIn();
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/teacher/payment-settings',
        headers: authHeaders(student.token),
      });
      expect(response.statusCode).toBe(403);
    });

    it('the options name the enabled methods', async () => {
      const options = await t.app.inject({
        method: 'GET',
        url: '/api/payments/options',
        headers: { 'x-tenant-id': TENANT_ID },
      });
      expect(options.json()).toMatchObject({ data: { online: true, methods: ['card', 'wallet', 'kiosk'] } });
    });
  });

  describe('checkout', () => {
    it('makes a pending order and a Paymob intention from the server price, with this tenant callback URLs', async () => {
      const student = await signIn();
      const { reference, checkoutUrl, intention } = await newOrder(student);
      expect(checkoutUrl.startsWith(`${fake.url}/unifiedcheckout/?`)).toBe(true);
      expect(new URL(checkoutUrl).searchParams.get('publicKey')).toBe(ACCOUNT.publicKey);
      expect(intention).toMatchObject({
        amountCents: PRICE_CENTS,
        currency: 'EGP',
        integrationIds: [4511, 4512, 4513],
        specialReference: reference,
      });
      expect(intention.notificationUrl).toMatch(new RegExp(`/api/payments/paymob/${TENANT_ID}/processed$`));
      expect(intention.redirectionUrl).toMatch(new RegExp(`/api/payments/paymob/${TENANT_ID}/response$`));
      const call = fake.requests.filter((r) => r.path === '/v1/intention/').at(-1)!;
      expect(call.headers.authorization).toBe(`Token ${ACCOUNT.secretKey}`);
      expect(await orderRow(reference)).toMatchObject({
        status: 'pending',
        amount_cents: PRICE_CENTS,
        paymob_order_id: String(intention.orderId),
      });
    });

    it('refuses a course the student already holds, before any payment', async () => {
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
      const before = fake.intentions.length;
      const response = await order(student.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'already_enrolled' });
      expect(fake.intentions).toHaveLength(before);
    });

    it('refuses bad input with a 4xx and writes nothing', async () => {
      const student = await signIn();
      const count = async () => (await t.db.selectFrom('orders').select('id').execute()).length;
      const before = await count();
      expect((await order(student.token, { courseId: 'not-a-guid' })).statusCode).toBe(400);
      expect((await order(student.token, { courseId: otherCourseId })).statusCode).toBe(404);
      expect((await order(student.token, 'nonsense')).statusCode).toBe(400);
      expect(await count()).toBe(before);
    });

    it('leaves no order behind when Paymob refuses the intention', async () => {
      const student = await signIn();
      const saved = ACCOUNT.integrations;
      // an integration id Paymob does not know: 404 from the intention API
      await writePaymobSettings(
        { db: t.db, tenantId: TENANT_ID, now: clock.now },
        { settingsBox: createSettingsBox(t.config.settingsKey) },
        { ...ACCOUNT, integrations: { card: 777 } },
        null,
      );
      try {
        const response = await order(student.token);
        expect(response.statusCode).toBe(502);
        expect(response.json()).toMatchObject({ code: 'payment_provider_error' });
        const rows = await t.db.selectFrom('orders').select('id').where('user_id', '=', student.id).execute();
        expect(rows).toHaveLength(0);
      } finally {
        await writePaymobSettings(
          { db: t.db, tenantId: TENANT_ID, now: clock.now },
          { settingsBox: createSettingsBox(t.config.settingsKey) },
          { ...ACCOUNT, integrations: saved },
          null,
        );
      }
    });

    it('limits how many orders one student starts', async () => {
      const student = await signIn();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await order(student.token)).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    });
  });

  describe('callbacks', () => {
    it('a card payment enrols the student through the processed callback', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student);
      const status = await fake.deliver(intention, fake.transact(intention, 'card', 'paid'));
      expect(status).toBe(200);
      expect(await orderRow(reference)).toMatchObject({ status: 'paid', method: 'card' });
      expect(await enrolments(student.id)).toBe(1);
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/payments/orders/${reference}`,
        headers: authHeaders(student.token),
      });
      expect(mine.json()).toMatchObject({ data: { status: 'paid', amountCents: PRICE_CENTS } });
      const enrolled = await t.app.inject({
        method: 'GET',
        url: `/api/AdminStudent/IsEnrolled?studentId=${student.id}&courseId=${courseId}`,
        headers: authHeaders(student.token),
      });
      expect(enrolled.json()).toBe(true);
    });

    it('a replay and 100 concurrent copies of one callback give one enrolment and one paid order', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student);
      const { url, body } = fake.processedCallback(intention, fake.transact(intention, 'card', 'paid'));
      const answers = await Promise.all(Array.from({ length: 100 }, () => post(url, body)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
      expect((await post(url, body)).statusCode).toBe(200);
      expect(await enrolments(student.id)).toBe(1);
      const rows = await t.db.selectFrom('orders').selectAll().where('user_id', '=', student.id).execute();
      expect(rows.map((r) => r.status)).toEqual(['paid']);
      expect(rows[0]!.reference).toBe(reference);
    });

    it('a forged or missing HMAC is refused and changes nothing', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student);
      const tx = fake.transact(intention, 'card', 'paid');
      const { url, body } = fake.processedCallback(intention, tx);
      const unsigned = new URL(url);
      unsigned.searchParams.delete('hmac');
      const wrong = new URL(url);
      wrong.searchParams.set('hmac', 'a'.repeat(128));
      const tampered = { type: 'TRANSACTION', obj: { ...tx, amount_cents: 1 } };
      for (const [target, payload] of [
        [unsigned.toString(), body],
        [wrong.toString(), body],
        [url, tampered],
      ] as const) {
        const response = await post(target, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'invalid_signature' });
      }
      expect(await orderRow(reference)).toMatchObject({ status: 'pending' });
      expect(await enrolments(student.id)).toBe(0);
    });

    it('an amount or currency other than the order is refused even when signed', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student);
      const cheap = fake.transact(intention, 'card', 'paid', 100);
      expect(await fake.deliver(intention, cheap)).toBe(400);
      const dollars = fake.transact(intention, 'card', 'paid');
      dollars.currency = 'USD';
      expect(await fake.deliver(intention, dollars)).toBe(400);
      expect(await orderRow(reference)).toMatchObject({ status: 'pending' });
      expect(await enrolments(student.id)).toBe(0);
    });

    it("a callback naming another tenant's order is refused", async () => {
      const otherStudent = await signIn('Student', OTHER_TENANT_ID);
      const theirs = await newOrder(otherStudent, OTHER_TENANT_ID, otherCourseId);
      const tx = fake.transact(theirs.intention, 'card', 'paid');
      const { url, body } = fake.processedCallback(theirs.intention, tx);
      // the other tenant's genuine callback, sent to this tenant's URL
      const here = new URL(url);
      here.pathname = `/api/payments/paymob/${TENANT_ID}/processed`;
      expect((await post(here.toString(), body)).statusCode).toBe(403);
      // signed with this tenant's own secret, naming the other tenant's Paymob order
      const forged = fake.processedCallback(
        { ...theirs.intention, account: ACCOUNT, notificationUrl: here.toString().split('?')[0]! },
        tx,
      );
      expect((await post(forged.url, forged.body)).statusCode).toBe(404);
      expect(await orderRow(theirs.reference)).toMatchObject({ status: 'pending' });
      expect(await enrolments(otherStudent.id, otherCourseId)).toBe(0);
      // delivered where it belongs, it pays that tenant's order
      expect(await fake.deliver(theirs.intention, tx)).toBe(200);
      expect(await orderRow(theirs.reference)).toMatchObject({ status: 'paid' });
    });

    it('a cancelled wallet payment fails the order and enrols nobody', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student);
      const declined = fake.transact(intention, 'wallet', 'declined');
      expect(await fake.deliver(intention, declined)).toBe(200);
      expect(await orderRow(reference)).toMatchObject({ status: 'failed', method: 'wallet' });
      expect(await enrolments(student.id)).toBe(0);
    });

    it('the response callback settles and sends the browser to the course page', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student);
      const tx = fake.transact(intention, 'card', 'paid');
      const { responseQuery } = await import('./fakes/fake-paymob.ts');
      const query = responseQuery(ACCOUNT.hmacSecret, tx);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/payments/paymob/${TENANT_ID}/response?${query.toString()}`,
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/courses/${courseId}?order=${reference}`);
      expect(await orderRow(reference)).toMatchObject({ status: 'paid' });
      expect(await enrolments(student.id)).toBe(1);
      query.set('amount_cents', '1');
      const forged = await t.app.inject({
        method: 'GET',
        url: `/api/payments/paymob/${TENANT_ID}/response?${query.toString()}`,
      });
      expect(forged.statusCode).toBe(403);
    });

    it('a kiosk reference keeps the order pending with its number, and enrols when paid', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student);
      const pending = fake.transact(intention, 'kiosk', 'pending');
      expect(await fake.deliver(intention, pending)).toBe(200);
      const waiting = await orderRow(reference);
      expect(waiting).toMatchObject({ status: 'pending', method: 'kiosk' });
      expect(waiting.bill_reference).toBe(
        String((pending.data as { bill_reference: number }).bill_reference),
      );
      expect(await enrolments(student.id)).toBe(0);
      expect(await fake.payKiosk(intention)).toBe(200);
      expect(await orderRow(reference)).toMatchObject({ status: 'paid' });
      expect(await enrolments(student.id)).toBe(1);
    });
  });

  describe('reconciliation', () => {
    it('settles a paid order that got no callback, once it has waited a few minutes', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student);
      fake.transact(intention, 'card', 'paid');
      const ctx = { db: t.db, tenantId: TENANT_ID, now: clock.now };
      const access = { settingsBox: createSettingsBox(t.config.settingsKey), apiBase: fake.url };
      const early = await reconcilePendingOrders(ctx, access);
      expect(await orderRow(reference)).toMatchObject({ status: 'pending' });
      expect(early.paid).toBe(0);
      clock.advance(4 * 60_000);
      const result = await reconcilePendingOrders(ctx, access);
      expect(result.paid).toBeGreaterThanOrEqual(1);
      expect(await orderRow(reference)).toMatchObject({ status: 'paid' });
      expect(await enrolments(student.id)).toBe(1);
      // run again: nothing more happens
      await reconcilePendingOrders(ctx, access);
      expect(await enrolments(student.id)).toBe(1);
    });

    it('runs as the recurring background job', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student);
      fake.transact(intention, 'card', 'paid');
      clock.advance(6 * 60_000);
      const run = await t.app.jobs.runDue();
      expect(run.done).toBeGreaterThanOrEqual(1);
      expect(run.failed).toBe(0);
      expect(await orderRow(reference)).toMatchObject({ status: 'paid' });
      expect(await enrolments(student.id)).toBe(1);
    });
  });

  describe('discount codes', () => {
    const makeCode = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/teacher/discount-codes',
        headers: authHeaders(admin.token),
        payload: body,
      });

    it('a whole-price code enrols without Paymob, once per its limits', async () => {
      expect(
        (await makeCode({ code: 'free-4-all', kind: 'percent', value: 100, courseId, maxUses: 1 }))
          .statusCode,
      ).toBe(200);
      const student = await signIn();
      const before = fake.intentions.length;
      const response = await order(student.token, { courseId, discountCode: 'FREE 4 ALL' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ data: { status: 'paid', amountCents: 0, checkoutUrl: null } });
      expect(fake.intentions).toHaveLength(before);
      expect(await enrolments(student.id)).toBe(1);
      const code = await t.db
        .selectFrom('discount_codes')
        .selectAll()
        .where('code', '=', 'FREE4ALL')
        .executeTakeFirstOrThrow();
      expect(code.used_count).toBe(1);
      // the one use is spent: another student is refused, and nothing is written for them
      const next = await signIn();
      const refused = await order(next.token, { courseId, discountCode: 'free4all' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'discount_code_used_up' });
      expect(await enrolments(next.id)).toBe(0);
      expect(
        await t.db.selectFrom('orders').select('id').where('user_id', '=', next.id).execute(),
      ).toHaveLength(0);
    });

    it('a percent code lowers the price Paymob is asked for, and counts its use when paid', async () => {
      expect((await makeCode({ code: 'HALF2026', kind: 'percent', value: 50 })).statusCode).toBe(200);
      const student = await signIn();
      const response = await order(student.token, { courseId, discountCode: 'half2026' });
      const { reference, checkoutUrl } = (
        response.json() as { data: { reference: string; checkoutUrl: string } }
      ).data;
      const intention = fake.intentionOfCheckout(checkoutUrl);
      expect(intention.amountCents).toBe(PRICE_CENTS / 2);
      expect(await fake.deliver(intention, fake.transact(intention, 'card', 'paid'))).toBe(200);
      expect(await orderRow(reference)).toMatchObject({
        status: 'paid',
        amount_cents: 7_500,
        discount_cents: 7_500,
      });
      const code = await t.db
        .selectFrom('discount_codes')
        .selectAll()
        .where('code', '=', 'HALF2026')
        .executeTakeFirstOrThrow();
      expect(code.used_count).toBe(1);
      // once per student by default
      const again = await order(student.token, { courseId: otherPaidCourseId, discountCode: 'HALF2026' });
      expect(again.json()).toMatchObject({ code: 'discount_code_used_up' });
    });

    it('refuses an unknown, expired or other-course code, and a bad one from the console', async () => {
      const student = await signIn();
      expect((await order(student.token, { courseId, discountCode: 'NOPE1234' })).json()).toMatchObject({
        code: 'discount_code_invalid',
      });
      await makeCode({ code: 'OLD-CODE', kind: 'fixed', value: 1000, expiresAt: '2020-01-01T00:00:00Z' });
      expect((await order(student.token, { courseId, discountCode: 'OLD-CODE' })).json()).toMatchObject({
        code: 'discount_code_invalid',
      });
      await makeCode({ code: 'ONLY-OTHER', kind: 'fixed', value: 1000, courseId: otherPaidCourseId });
      expect((await order(student.token, { courseId, discountCode: 'ONLY-OTHER' })).json()).toMatchObject({
        code: 'discount_code_invalid',
      });
      expect((await makeCode({ code: 'TOO-MUCH', kind: 'percent', value: 150 })).statusCode).toBe(400);
      expect((await makeCode({ code: 'ONLY-OTHER', kind: 'fixed', value: 5 })).statusCode).toBe(409);
      const audit = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'discount_code.create')
        .execute();
      expect(audit.length).toBeGreaterThanOrEqual(4);
    });
  });

  describe('refunds', () => {
    const refund = (reference: string, body: unknown = {}, token = admin.token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/teacher/orders/${reference}/refund`,
        headers: authHeaders(token),
        payload: body as object,
      });

    it('a partial refund keeps the access; the rest refunds fully and removes it; audited', async () => {
      const student = await signIn();
      const { reference, intention } = await newOrder(student);
      const tx = fake.transact(intention, 'card', 'paid');
      await fake.deliver(intention, tx);
      const partial = await refund(reference, { amountCents: 5_000 });
      expect(partial.statusCode, partial.body).toBe(200);
      expect(partial.json()).toMatchObject({ data: { status: 'paid', refundedCents: 5_000 } });
      expect(await enrolments(student.id)).toBe(1);
      expect((await refund(reference, { amountCents: 20_000 })).statusCode).toBe(400);
      const rest = await refund(reference);
      expect(rest.json()).toMatchObject({ data: { status: 'refunded', refundedCents: PRICE_CENTS } });
      expect(await enrolments(student.id)).toBe(0);
      const refunds = fake.requests.filter((r) => r.path === '/api/acceptance/void_refund/refund');
      expect(refunds.slice(-2).map((r) => JSON.parse(r.body) as unknown)).toEqual([
        { transaction_id: tx.id, amount_cents: 5_000 },
        { transaction_id: tx.id, amount_cents: 10_000 },
      ]);
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', '=', reference)
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['order.refund', 'order.refund']);
      expect((await refund(reference)).statusCode).toBe(409);
    });

    it('refuses a refund of an unpaid order, and a student refunding', async () => {
      const student = await signIn();
      const { reference } = await newOrder(student);
      expect((await refund(reference)).statusCode).toBe(409);
      expect((await refund(reference, {}, student.token)).statusCode).toBe(403);
    });
  });

  describe('the teacher and the student see the orders', () => {
    it('orders table filters by status; revenue counts what was kept', async () => {
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/teacher/orders?status=paid&pageSize=100',
        headers: authHeaders(admin.token),
      });
      const data = (page.json() as { data: { items: Array<{ status: string }>; totalCount: number } }).data;
      expect(data.totalCount).toBeGreaterThan(0);
      expect(data.items.every((o) => o.status === 'paid')).toBe(true);
      const from = new Date(clock.now().getTime() - 86_400_000).toISOString();
      const to = new Date(clock.now().getTime() + 86_400_000).toISOString();
      const revenue = await t.app.inject({
        method: 'GET',
        url: `/api/teacher/revenue?from=${from}&to=${to}`,
        headers: authHeaders(admin.token),
      });
      const paid = await t.db
        .selectFrom('orders')
        .select(['amount_cents', 'refunded_cents'])
        .where('tenant_id', '=', TENANT_ID)
        .where('paid_at', 'is not', null)
        .execute();
      const kept = paid.reduce((sum, o) => sum + Number(o.amount_cents) - Number(o.refunded_cents), 0);
      expect(revenue.json()).toMatchObject({ data: { totalCents: kept } });
    });
  });

  it('the server log of the whole payment run holds no key', () => {
    expect(logLines.length).toBeGreaterThan(50);
    const log = logLines.join('\n');
    for (const key of KEYS) expect(log).not.toContain(key);
  });
});
