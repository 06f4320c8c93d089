import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createClock,
  createTestApp,
  engines,
  login,
  registerStudent,
  type TestApp,
} from './harness.ts';

describe.each(engines())('token lifetimes (%s)', (engine) => {
  let t: TestApp;
  const clock = createClock('2026-03-01T08:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t?.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/Auth/me', headers: authHeaders(token) });
  const refresh = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Auth/refresh-token',
      headers: { 'x-tenant-id': t.tenantId, cookie },
    });

  it('an access token lasts 15 minutes', async () => {
    const session = await login(t.app, await registerStudent(t.app));
    clock.advance(15 * 60 * 1000 - 1000);
    expect((await me(session.token)).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await me(session.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      success: false,
      message: 'Invalid or expired token.',
      data: null,
      code: expect.any(String),
    });
  });

  it('signing out with an expired access token still ends the session', async () => {
    const session = await login(t.app, await registerStudent(t.app));
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await me(session.token)).statusCode).toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/logout',
      headers: { ...authHeaders(session.token), cookie: session.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
    const refused = await refresh(session.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'refresh_failed' });
  });

  it('a refresh token lasts 30 days, and each rotation starts a new 30 days', async () => {
    const session = await login(t.app, await registerStudent(t.app));
    clock.advance(29 * 24 * 3600 * 1000);
    const rotated = await refresh(session.cookie);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.cookies.find((c) => c.name === 'refreshToken')!;
    expect((await me(rotated.json().data.token)).statusCode).toBe(200);
    clock.advance(29 * 24 * 3600 * 1000);
    const again = await refresh(`refreshToken=${next.value}`);
    expect(again.statusCode).toBe(200);
    const last = again.cookies.find((c) => c.name === 'refreshToken')!;
    clock.advance(30 * 24 * 3600 * 1000 + 1000);
    const dead = await refresh(`refreshToken=${last.value}`);
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({
      success: false,
      message: 'Invalid or expired refresh token.',
      data: null,
      code: expect.any(String),
    });
  });
});
