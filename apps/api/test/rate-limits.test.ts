/**
 * The attempt limits as an attacker meets them: concurrency, spellings of one account, many
 * addresses, a faked X-Forwarded-For, and a stranger trying to lock the owner out. On every
 * engine, with the counters in memory and (TEST_REDIS_URL) on Redis.
 */
import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WINDOWS } from '../src/rate-limit/limits.ts';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  lastOtp,
  login,
  multipartBody,
  studentFields,
  TENANT_ID,
  type Engine,
  type TestApp,
} from './harness.ts';
import { importTestCourse } from './codes-fixtures.ts';

const redisUrl = process.env.TEST_REDIS_URL;
type Store = 'memory' | 'redis';
const combos: Array<[Engine, Store]> = engines().flatMap((engine): Array<[Engine, Store]> =>
  redisUrl
    ? [
        [engine, 'memory'],
        [engine, 'redis'],
      ]
    : [[engine, 'memory']],
);

/** An app whose counters start empty: on Redis, under a prefix no other app or run uses. */
function limitedApp(engine: Engine, store: Store, env: Record<string, string>, windows = DEFAULT_WINDOWS) {
  const redisEnv: Record<string, string> =
    store === 'redis'
      ? { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `dars-test:${crypto.randomBytes(6).toString('hex')}:` }
      : {};
  return createTestApp({ engine, env: { ...env, ...redisEnv }, limitWindows: windows });
}

let addressSequence = 0;
/** A fresh client address (TEST-NET-2), so tests do not share per-address counters. */
const newAddress = () => {
  addressSequence += 1;
  return `198.51.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
};

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

/** Arabic-Indic (U+0660…) and Extended Arabic-Indic (U+06F0…) spellings of ASCII digits. */
const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const extendedArabicIndic = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

const MAIN_ENV = {
  LOGIN_LIMIT_PER_ACCOUNT: '4',
  LOGIN_LIMIT_PER_ACCOUNT_TOTAL: '12',
  LOGIN_LIMIT_PER_IP: '1000',
  OTP_LIMIT_PER_ACCOUNT: '5',
  OTP_SEND_LIMIT_PER_ACCOUNT_TOTAL: '20',
  OTP_CHECK_LIMIT_PER_ACCOUNT: '3',
  OTP_LIMIT_PER_IP: '1000',
  REGISTER_LIMIT_PER_IP: '3',
  CHANGE_PASSWORD_LIMIT_PER_ACCOUNT: '5',
};

describe.each(combos)('attempt limits (%s, counters in %s)', (engine, store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await limitedApp(engine, store, MAIN_ENV);
  });
  afterAll(() => t?.close());

  const loginFrom = (address: string, identifier: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      remoteAddress: address,
      headers: { 'x-tenant-id': TENANT_ID, deviceid: 'limits-device' },
      payload: { EmailorMobile: identifier, password },
    });

  it('200 concurrent wrong course codes from one student: at most 10 are looked at', async () => {
    await importTestCourse(t.db, t.tenantId);
    const user = await createUser(t.db);
    const { token } = await login(t.app, user);
    const address = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/Student/add-course-by-code?Code=WRONG-CODE-${i}XYZ&StudentId=${user.id}`,
          headers: authHeaders(token),
          remoteAddress: address,
        }),
      ),
    );
    const codes = statuses(responses);
    expect(count(codes, 400)).toBe(10);
    expect(count(codes, 429)).toBe(190);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many attempts. Please wait a few minutes and try again.',
      data: null,
      code: 'rate_limited',
    });
  });

  it('200 concurrent wrong unit codes from one student: at most 10 are looked at', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user);
    const address = newAddress();
    const codes = statuses(
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: `/api/UnitCode/EnterCode?code=WRONG-UNIT-${i}XYZ`,
            headers: authHeaders(token),
            remoteAddress: address,
          }),
        ),
      ),
    );
    expect(codes.length - count(codes, 429)).toBeLessThanOrEqual(10);
    expect(count(codes, 429)).toBeGreaterThanOrEqual(190);
  });

  it('a student refused for wrong codes does not use up the allowance of others at the address', async () => {
    const address = newAddress();
    const blocked = await createUser(t.db);
    const other = await createUser(t.db);
    const blockedSession = await login(t.app, blocked);
    const otherSession = await login(t.app, other);
    const redeem = (token: string, studentId: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/Student/add-course-by-code?Code=WRONG-CODE-${i}XYZ&StudentId=${studentId}`,
        headers: authHeaders(token),
        remoteAddress: address,
      });
    // 10 failures, then 30 refused attempts: only the 10 count against the address (30 allowed)
    for (let i = 0; i < 40; i++) await redeem(blockedSession.token, blocked.id, i);
    const otherCodes = [];
    for (let i = 0; i < 20; i++) otherCodes.push((await redeem(otherSession.token, other.id, i)).statusCode);
    expect(count(otherCodes, 400)).toBe(10);
  });

  it('one counter for every spelling of an account: Arabic-Indic digits, email case and spaces', async () => {
    const digits = `010${crypto.randomInt(10_000_000, 99_999_999)}`;
    const user = await createUser(t.db, { phoneNumber: digits });
    const spellings = [
      digits,
      arabicIndic(digits),
      extendedArabicIndic(digits),
      ` ${user.email.toUpperCase()} `,
      user.email.replace(/^./, (c) => c.toUpperCase()),
    ];
    const address = newAddress();
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      codes.push((await loginFrom(address, spellings[i % spellings.length]!, 'wrong-password')).statusCode);
    }
    expect(count(codes, 400)).toBe(4);
    expect(count(codes, 429)).toBe(36);
  });

  it('unknown accounts are counted under the normalised identifier too', async () => {
    const digits = `011${crypto.randomInt(10_000_000, 99_999_999)}`;
    const address = newAddress();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const spelling = i % 2 === 0 ? digits : arabicIndic(digits);
      codes.push((await loginFrom(address, spelling, 'wrong-password')).statusCode);
    }
    expect(count(codes, 400)).toBe(4);
  });

  it('spreading wrong passwords over many addresses still meets the account-wide ceiling', async () => {
    const user = await createUser(t.db);
    const codes: number[] = [];
    for (let i = 0; i < 40; i++)
      codes.push((await loginFrom(newAddress(), user.email, 'nope-nope')).statusCode);
    expect(count(codes, 400)).toBe(12);
    expect(count(codes, 429)).toBe(28);
  });

  it('with the account-wide ceiling spent by strangers, the owner still signs in from a registered device', async () => {
    const owner = await createUser(t.db);
    const fromDevice = (deviceid: string, password: string, address = newAddress()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        remoteAddress: address,
        headers: { 'x-tenant-id': TENANT_ID, deviceid },
        payload: { EmailorMobile: owner.email, password },
      });
    expect((await fromDevice('owner-phone', owner.password)).statusCode).toBe(200);
    const strangers: number[] = [];
    for (let i = 0; i < 20; i++) strangers.push((await fromDevice('stranger', 'guess-guess')).statusCode);
    expect(count(strangers, 429)).toBeGreaterThan(0);
    // a device the account never used is held back by the ceiling, right password or not
    expect((await fromDevice('new-laptop', owner.password)).statusCode).toBe(429);
    expect((await fromDevice('stranger', owner.password)).statusCode).toBe(429);
    // the owner's phone gets in (a wrong password from it is just wrong, not a lock-out)
    expect((await fromDevice('owner-phone', 'typo-typo')).statusCode).toBe(400);
    const signedIn = await fromDevice('owner-phone', owner.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));
  });

  it("a stranger's wrong passwords at a shared school address do not lock the owner out elsewhere", async () => {
    const owner = await createUser(t.db);
    const school = newAddress();
    const stranger = [];
    for (let i = 0; i < 10; i++)
      stranger.push((await loginFrom(school, owner.email, 'guess-guess')).statusCode);
    expect(count(stranger, 429)).toBe(6);
    expect((await loginFrom(school, owner.email, owner.password)).statusCode).toBe(429);
    expect((await loginFrom(newAddress(), owner.email, owner.password)).statusCode).toBe(200);
  });

  it('ChangePassword: wrong current passwords are limited per account', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user);
    const change = (currentPassword: string, address = newAddress()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Auth/ChangePassword',
        headers: authHeaders(token),
        remoteAddress: address,
        payload: { currentPassword, newPassword: 'a-new-password', confirmPassword: 'a-new-password' },
      });
    const codes = statuses(await Promise.all(Array.from({ length: 40 }, () => change('not-the-password'))));
    expect(count(codes, 400)).toBe(5);
    expect(count(codes, 429)).toBe(35);
    const refused = await change(user.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ChangePassword: the right current password clears the count', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user);
    const change = (currentPassword: string, newPassword = 'another-password') =>
      t.app.inject({
        method: 'POST',
        url: '/api/Auth/ChangePassword',
        headers: authHeaders(token),
        payload: { currentPassword, newPassword, confirmPassword: newPassword },
      });
    for (let i = 0; i < 4; i++) expect((await change('wrong-one')).statusCode).toBe(400);
    expect((await change(user.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await change('wrong-one')).statusCode).toBe(400);
    expect((await change('wrong-one')).statusCode).toBe(429);
  });

  it('registration is limited per address', async () => {
    const register = (address: string) => {
      const { payload, headers } = multipartBody(studentFields());
      return t.app.inject({
        method: 'POST',
        url: '/api/Auth/register',
        payload,
        headers: { ...headers, 'x-tenant-id': TENANT_ID },
        remoteAddress: address,
      });
    };
    const address = newAddress();
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await register(address)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await register(newAddress())).statusCode).toBe(200);
  });

  const otpRequest = (address: string, path: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'x-tenant-id': TENANT_ID },
      remoteAddress: address,
    });

  it("a stranger's code requests do not block the owner's own password reset", async () => {
    const owner = await createUser(t.db);
    const email = encodeURIComponent(owner.email);
    const stranger = newAddress();
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await otpRequest(stranger, `/api/Auth/ForgotPassword?email=${email}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);

    const home = newAddress();
    expect((await otpRequest(home, `/api/Auth/ForgotPassword?email=${email}`)).statusCode).toBe(200);
    await t.app.afterResponse.idle();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/ResetPassword',
      headers: { 'x-tenant-id': TENANT_ID },
      remoteAddress: home,
      payload: {
        email: owner.email,
        otp: lastOtp(t.dataDir, owner.email, 'reset-password'),
        newPassword: 'reset-by-owner',
        confirmPassword: 'reset-by-owner',
      },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('code sends for one account meet an account-wide ceiling across addresses', async () => {
    const owner = await createUser(t.db);
    const codes = [];
    for (let i = 0; i < 25; i++) {
      codes.push(
        (await otpRequest(newAddress(), `/api/Auth/ForgotPassword?email=${encodeURIComponent(owner.email)}`))
          .statusCode,
      );
    }
    expect(count(codes, 200)).toBe(20);
    expect(count(codes, 429)).toBe(5);
  });

  it('checks of a code are limited per account, from whatever address', async () => {
    const owner = await createUser(t.db);
    const check = () =>
      otpRequest(newAddress(), `/api/Auth/confirm-email?email=${encodeURIComponent(owner.email)}&otp=000000`);
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await check()).statusCode);
    expect(codes).toEqual([400, 400, 400, 429, 429]);
  });
});

describe.each(combos)('TRUST_PROXY=1 (%s, counters in %s)', (engine, store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await limitedApp(engine, store, { TRUST_PROXY: '1', LOGIN_LIMIT_PER_IP: '10' });
  });
  afterAll(() => t?.close());

  const viaProxy = (forwardedFor: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      remoteAddress: '10.0.0.1',
      headers: { 'x-tenant-id': TENANT_ID, deviceid: 'd', 'x-forwarded-for': forwardedFor },
      payload: { EmailorMobile: `nobody-${i}@example.com`, password: 'whatever' },
    });

  it('a faked X-Forwarded-For does not give one client fresh per-address counters', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) {
      // the client writes the first entry; the proxy appends the address it saw
      codes.push((await viaProxy(`203.0.${i}.${i + 1}, 192.0.2.7`, i)).statusCode);
    }
    expect(count(codes, 400)).toBe(10);
    expect(count(codes, 429)).toBe(90);
    // another client behind the same proxy has its own counter
    expect((await viaProxy('192.0.2.8', 1000)).statusCode).toBe(400);
  });
});

describe('TRUST_PROXY with proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await limitedApp('sqlite', 'memory', { TRUST_PROXY: '10.0.0.0/8', LOGIN_LIMIT_PER_IP: '3' });
  });
  afterAll(() => t?.close());

  const attempt = (remoteAddress: string, forwardedFor: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      remoteAddress,
      headers: { 'x-tenant-id': TENANT_ID, deviceid: 'd', 'x-forwarded-for': forwardedFor },
      payload: { EmailorMobile: `someone-${i}@example.com`, password: 'whatever' },
    });

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    // a client reaching the server directly cannot name another address
    const direct: number[] = [];
    for (let i = 0; i < 6; i++) direct.push((await attempt('203.0.113.9', `192.0.2.${i + 1}`, i)).statusCode);
    expect(direct).toEqual([400, 400, 400, 429, 429, 429]);
    // through the proxy, the address the proxy appended is the client's, whatever came before it
    const proxied: number[] = [];
    for (let i = 0; i < 6; i++)
      proxied.push((await attempt('10.0.0.1', `198.18.0.${i + 1}, 192.0.2.30`, i)).statusCode);
    expect(proxied).toEqual([400, 400, 400, 429, 429, 429]);
  });
});

describe('login blocks grow on every repeat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await limitedApp(
      'sqlite',
      'memory',
      { LOGIN_LIMIT_PER_ACCOUNT: '2' },
      {
        ...DEFAULT_WINDOWS,
        login: 1,
        loginBlockBase: 1,
        loginBlockMax: 4,
      },
    );
  });
  afterAll(() => t?.close());

  it('the second block at one address lasts twice the first', async () => {
    const user = await createUser(t.db);
    const wrong = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        remoteAddress: '192.0.2.50',
        headers: { 'x-tenant-id': TENANT_ID, deviceid: 'd' },
        payload: { EmailorMobile: user.email, password: 'wrong-password' },
      });
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    expect(statuses([await wrong(), await wrong()])).toEqual([400, 400]);
    const first = await wrong();
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    await wait(1100);
    expect(statuses([await wrong(), await wrong()])).toEqual([400, 400]);
    const second = await wrong();
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    await wait(1100);
    expect((await wrong()).statusCode).toBe(429);
    await wait(1000);
    expect((await wrong()).statusCode).toBe(400);
  });
});
