/**
 * What the sign-up and forgotten-password forms tell a stranger about who has an account. Mail goes
 * through a mailer as slow as an SMTP server, so that work done only for known accounts would show
 * in the answer's time.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtpMessage } from '../src/mail/index.ts';
import {
  createTestApp,
  createUser,
  engines,
  multipartBody,
  registerRaw,
  studentFields,
  TENANT_ID,
  type TestApp,
} from './harness.ts';

const MAIL_MS = 200;

function slowMailer() {
  const sent: OtpMessage[] = [];
  return {
    sent,
    mailer: {
      sendOtp: async (message: OtpMessage) => {
        await new Promise((resolve) => setTimeout(resolve, MAIL_MS));
        sent.push(message);
      },
      close: async () => undefined,
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** The answer without what differs between any two registrations (ids, names, dates). */
function shapeOf(body: { success: boolean; message: string; data: Record<string, unknown> | null }) {
  return { success: body.success, message: body.message, keys: Object.keys(body.data ?? {}).sort() };
}

/** A registration, answered (without waiting for the mail sent after the answer). */
function register(app: FastifyInstance, fields: Record<string, string>) {
  const { payload, headers } = multipartBody(fields);
  return app.inject({
    method: 'POST',
    url: '/api/Auth/register',
    headers: { ...headers, 'x-tenant-id': TENANT_ID },
    payload,
  });
}

describe.each(engines())('enumeration (%s)', (engine) => {
  let t: TestApp;
  const mail = slowMailer();
  beforeAll(async () => {
    t = await createTestApp({ engine, mailer: mail.mailer });
  });
  afterAll(() => t?.close());

  describe('registration', () => {
    it.each([
      ['an assistant', 'Moderator', 'email'],
      ['an assistant', 'Moderator', 'phone'],
      ['the teacher', 'Admin', 'email'],
      ['the teacher', 'Admin', 'phone'],
    ] as const)(
      'the %s’s %s is answered as a free one, writing and mailing nothing',
      async (_who, role, field) => {
        const staff = await createUser(t.db, { role });
        const fresh = studentFields();
        const withStaff = studentFields(
          field === 'email' ? { Email: staff.email } : { PhoneNumber: staff.phoneNumber },
        );
        const users = async () => (await t.db.selectFrom('users').select('id').execute()).length;
        const before = await users();
        const mailsBefore = mail.sent.length;
        const staffAnswer = await registerRaw(t.app, withStaff);
        expect(await users()).toBe(before);
        expect(mail.sent.length).toBe(mailsBefore);
        const freeAnswer = await registerRaw(t.app, fresh);
        expect(freeAnswer.statusCode).toBe(200);
        expect(staffAnswer.statusCode).toBe(200);
        expect(shapeOf(staffAnswer.json())).toEqual(shapeOf(freeAnswer.json()));
        expect(staffAnswer.json().data).toMatchObject({
          name: withStaff.UserName,
          academicYear: 'Secondary3',
        });
      },
    );

    it.each([
      ['email', 'email_taken', 'Email is already registered.'],
      ['phone', 'phone_taken', 'Phone number is already registered.'],
    ] as const)(
      'a student’s %s already registered is still refused by name',
      async (field, code, message) => {
        const student = await createUser(t.db);
        const answer = await registerRaw(
          t.app,
          studentFields(field === 'email' ? { Email: student.email } : { PhoneNumber: student.phoneNumber }),
        );
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ success: false, code, message });
      },
    );

    it('a staff email takes as long to answer as a free one', async () => {
      const staff = await createUser(t.db, { role: 'Moderator' });
      const staffTimes: number[] = [];
      const freeTimes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const asStaff = await timed(() => register(t.app, studentFields({ Email: staff.email })));
        const asFree = await timed(() => register(t.app, studentFields()));
        expect([asStaff.result.statusCode, asFree.result.statusCode]).toEqual([200, 200]);
        staffTimes.push(asStaff.ms);
        freeTimes.push(asFree.ms);
        await t.app.afterResponse.idle();
      }
      // the free registration writes the account (a few milliseconds, more on a loaded machine) but
      // mails after the answer; hashing the password is the bulk of both
      expect(Math.abs(median(staffTimes) - median(freeTimes))).toBeLessThan(MAIL_MS / 2);
    });
  });

  describe('forgotten password', () => {
    const forgot = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/Auth/ForgotPassword?email=${encodeURIComponent(email)}`,
        headers: { 'x-tenant-id': t.tenantId },
      });

    it('answers a known and an unknown address alike, in the same time; only the known one gets a code', async () => {
      const known = await createUser(t.db);
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      const bodies = new Set<string>();
      for (let i = 0; i < 7; i++) {
        // one at a time, as a prober would time them (the mail of the one before has gone)
        const k = await timed(() => forgot(known.email));
        await t.app.afterResponse.idle();
        const u = await timed(() => forgot(`nobody-${i}@example.com`));
        await t.app.afterResponse.idle();
        knownTimes.push(k.ms);
        unknownTimes.push(u.ms);
        for (const { result } of [k, u]) {
          expect(result.statusCode).toBe(200);
          bodies.add(result.body);
        }
      }
      expect(bodies.size).toBe(1);
      expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(MAIL_MS / 20);
      await t.app.afterResponse.idle();
      const codes = mail.sent.filter((m) => m.purpose === 'reset-password');
      expect(codes.map((m) => m.to)).toEqual(new Array(7).fill(known.email));
    });
  });
});
