/**
 * A session that ends takes its access tokens with it at once (not when they expire): signing out,
 * a password change (the other sessions), a password reset (every session). Tabs refreshing at
 * the same moment with one cookie stay signed in; a cookie presented again later ends the session.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../src/domain/auth/refresh-tokens.ts';
import {
  authHeaders,
  createClock,
  createTestApp,
  engines,
  lastOtp,
  login,
  refreshCookieOf,
  registerStudent,
  type LoggedIn,
  type TestApp,
} from './harness.ts';

const me = (app: FastifyInstance, session: LoggedIn, token = session.token) =>
  app.inject({
    method: 'GET',
    url: '/api/Auth/me',
    headers: authHeaders(token, session.tenantId, session.deviceId),
  });

const refresh = (app: FastifyInstance, session: LoggedIn, cookie = session.cookie) =>
  app.inject({
    method: 'POST',
    url: '/api/Auth/refresh-token',
    headers: { 'x-tenant-id': session.tenantId, deviceid: session.deviceId, cookie },
  });

describe.each(engines())('sessions that end (%s)', (engine) => {
  let t: TestApp;
  const clock = createClock(new Date());
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t?.close());

  it('signing out refuses that session’s access token at once; another device stays signed in', async () => {
    const s = await registerStudent(t.app);
    const phone = await login(t.app, { ...s, deviceId: 'phone' });
    const laptop = await login(t.app, { ...s, deviceId: 'laptop' });
    expect((await me(t.app, phone)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/logout',
      headers: { 'x-tenant-id': t.tenantId, cookie: phone.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(t.app, phone)).statusCode).toBe(401);
    expect((await me(t.app, laptop)).statusCode).toBe(200);
  });

  it('a token refreshed before signing out is refused too (the whole session ends)', async () => {
    const s = await registerStudent(t.app);
    const session = await login(t.app, s);
    const refreshed = await refresh(t.app, session);
    expect(refreshed.statusCode).toBe(200);
    const newer = refreshed.json().data.token as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/Auth/logout',
      headers: { 'x-tenant-id': t.tenantId, cookie: refreshCookieOf(refreshed) },
    });
    expect((await me(t.app, session)).statusCode).toBe(401);
    expect((await me(t.app, session, newer)).statusCode).toBe(401);
  });

  it('a password change refuses the other sessions’ access tokens at once and keeps this one', async () => {
    const s = await registerStudent(t.app);
    const here = await login(t.app, { ...s, deviceId: 'here' });
    const there = await login(t.app, { ...s, deviceId: 'there' });
    expect((await me(t.app, there)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/ChangePassword',
      headers: { ...authHeaders(here.token, t.tenantId, 'here'), cookie: here.cookie },
      payload: { currentPassword: s.Password, newPassword: 'brand-new-pw', confirmPassword: 'brand-new-pw' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(t.app, there)).statusCode).toBe(401);
    expect((await me(t.app, here)).statusCode).toBe(200);
  });

  it('a password reset refuses every access token issued before it at once', async () => {
    const s = await registerStudent(t.app);
    const phone = await login(t.app, { ...s, deviceId: 'phone' });
    const laptop = await login(t.app, { ...s, deviceId: 'laptop' });
    const forgot = await t.app.inject({
      method: 'POST',
      url: `/api/Auth/ForgotPassword?email=${encodeURIComponent(s.Email)}`,
      headers: { 'x-tenant-id': t.tenantId },
    });
    expect(forgot.statusCode).toBe(200);
    await t.app.afterResponse.idle();
    clock.advance(1);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/ResetPassword',
      headers: { 'x-tenant-id': t.tenantId },
      payload: {
        email: s.Email,
        otp: lastOtp(t.dataDir, s.Email, 'reset-password'),
        newPassword: 'fresh-pass',
        confirmPassword: 'fresh-pass',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(t.app, phone)).statusCode).toBe(401);
    expect((await me(t.app, laptop)).statusCode).toBe(401);
    clock.advance(1);
    const again = await login(t.app, { identifier: s.Email, password: 'fresh-pass', deviceId: 'phone' });
    expect((await me(t.app, again)).statusCode).toBe(200);
  });

  it('five refreshes at once with one cookie all succeed and leave the student signed in', async () => {
    const s = await registerStudent(t.app);
    const session = await login(t.app, s);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(t.app, session)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) {
      const cookie = refreshCookieOf(answer);
      expect(cookie).not.toBe('');
      expect((await me(t.app, session, answer.json().data.token)).statusCode).toBe(200);
      // each tab's cookie goes on working
      const next = await refresh(t.app, session, cookie);
      expect(next.statusCode).toBe(200);
      expect((await me(t.app, session, next.json().data.token)).statusCode).toBe(200);
    }
  });

  it('the spent cookie presented again after the grace ends the whole session, access tokens included', async () => {
    const s = await registerStudent(t.app);
    const session = await login(t.app, s);
    const first = await refresh(t.app, session);
    expect(first.statusCode).toBe(200);
    clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const replayed = await refresh(t.app, session);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe('This session has ended. Please log in again.');
    expect(replayed.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
    // the successor and its access token end with the family
    const successor = await refresh(t.app, session, refreshCookieOf(first));
    expect(successor.statusCode).toBe(401);
    expect(successor.json().message).toBe('Invalid or expired refresh token.');
    expect((await me(t.app, session, first.json().data.token)).statusCode).toBe(401);
  });

  it('within the grace, a cookie of a session that was signed out gets nothing', async () => {
    const s = await registerStudent(t.app);
    const session = await login(t.app, s);
    const first = await refresh(t.app, session);
    await t.app.inject({
      method: 'POST',
      url: '/api/Auth/logout',
      headers: { 'x-tenant-id': t.tenantId, cookie: refreshCookieOf(first) },
    });
    expect((await refresh(t.app, session)).statusCode).toBe(401);
  });
});
