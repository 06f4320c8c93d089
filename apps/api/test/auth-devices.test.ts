import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDevice } from '../src/domain/auth/devices.ts';
import {
  createTestApp,
  createUser,
  engines,
  loginRaw,
  registerRaw,
  registerStudent,
  studentFields,
  uniquePhone,
  type TestApp,
} from './harness.ts';

describe.each(engines())('device limit under concurrency (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t?.close());

  it('three simultaneous logins from three new devices never register three', async () => {
    for (let round = 0; round < 5; round++) {
      const s = await registerStudent(t.app);
      const results = await Promise.all(
        ['dev-a', 'dev-b', 'dev-c'].map((deviceId) => loginRaw(t.app, { ...s, deviceId })),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 200, 400]);
      const refused = results.find((r) => r.statusCode === 400)!;
      expect(refused.json()).toEqual({
        success: false,
        message: "You can't log in from more than two devices.",
        data: null,
        code: expect.any(String),
      });
      const devices = await t.db
        .selectFrom('devices')
        .select('device_id')
        .where('user_id', '=', s.id)
        .execute();
      expect(devices).toHaveLength(2);
    }
  });

  it('registerDevice itself, fired 3 at a time with no password check in front, never exceeds 2', async () => {
    const ctx = { db: t.db, tenantId: t.tenantId, now: () => new Date() };
    for (let round = 0; round < 10; round++) {
      const user = await createUser(t.db);
      const outcomes = await Promise.allSettled(
        ['p', 'q', 'r'].map((deviceId) => registerDevice(ctx, { userId: user.id, deviceId })),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
      const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({
        status: 400,
        message: "You can't log in from more than two devices.",
      });
      const devices = await t.db.selectFrom('devices').select('id').where('user_id', '=', user.id).execute();
      expect(devices).toHaveLength(2);
    }
  });

  it('two simultaneous registrations with the same email: one account, one clear 400', async () => {
    const fields = studentFields();
    const results = await Promise.all([
      registerRaw(t.app, fields),
      registerRaw(t.app, { ...fields, PhoneNumber: uniquePhone() }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json()).toEqual({
      success: false,
      message: 'Email is already registered.',
      data: null,
      code: expect.any(String),
    });
    const rows = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', fields.Email.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('six simultaneous logins from the same two devices all succeed and register two', async () => {
    const s = await registerStudent(t.app);
    const results = await Promise.all(
      ['x', 'y', 'x', 'y', 'x', 'y'].map((deviceId) => loginRaw(t.app, { ...s, deviceId })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const devices = await t.db
      .selectFrom('devices')
      .select('device_id')
      .where('user_id', '=', s.id)
      .execute();
    expect(devices.map((d) => d.device_id).sort()).toEqual(['x', 'y']);
  });
});

describe.each(engines())('login rate limits (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_IP: '8' } });
  });
  afterAll(() => t?.close());

  it('refuses the 4th attempt on one account within a minute with 429', async () => {
    const s = await registerStudent(t.app);
    for (let i = 0; i < 3; i++)
      expect((await loginRaw(t.app, { ...s, password: 'wrong-one' })).statusCode).toBe(400);
    const res = await loginRaw(t.app, s);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: 'Too many login attempts. Please wait a minute and try again.',
      data: null,
      code: expect.any(String),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits per IP across accounts', async () => {
    // 4 hits above; 4 more are allowed from this IP
    for (let i = 0; i < 4; i++) {
      const res = await loginRaw(t.app, { identifier: `nobody${i}@example.com`, password: 'x' });
      expect(res.statusCode).toBe(400);
    }
    const res = await loginRaw(t.app, { identifier: 'nobody-else@example.com', password: 'x' });
    expect(res.statusCode).toBe(429);
  });
});

describe.each(engines())('login limit resets on success (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { LOGIN_LIMIT_PER_ACCOUNT: '3' } });
  });
  afterAll(() => t?.close());

  it('a successful login clears the account counter', async () => {
    const s = await registerStudent(t.app);
    const wrong = () => loginRaw(t.app, { ...s, password: 'wrong-one' });
    expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).statusCode).toBe(400);
    expect((await loginRaw(t.app, s)).statusCode).toBe(200);
    expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).statusCode).toBe(429);
  });
});
