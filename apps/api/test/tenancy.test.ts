import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeNeedsTenant } from '../src/plugins/tenant.ts';
import {
  authHeaders,
  createTenant,
  createTestApp,
  createUser,
  engines,
  login,
  registerStudent,
  type TestApp,
} from './harness.ts';

/** An error envelope with this message; its `code` is asserted in error-codes.test.ts. */
const fail = (message: string) => ({ success: false, message, data: null, code: expect.any(String) });

describe('routeNeedsTenant', () => {
  it.each([
    ['/api/Auth/me', true],
    ['/Course/tree', true],
    ['/Student/contentlesson/:id', true],
    ['/healthz', false],
    ['/readyz', false],
    ['/api/docs', false],
    ['/api/docs/json', false],
    ['/*', false],
    ['/media/*', false],
    ['/uploads/*', false],
    [undefined, false],
  ])('%s → %s', (url, expected) => {
    expect(routeNeedsTenant(url)).toBe(expected);
  });

  it('honours config.tenantless', () => {
    expect(routeNeedsTenant('/api/something', { tenantless: true })).toBe(false);
  });
});

describe.each(engines())('tenancy (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t?.close());

  it('answers 400 "Missing X-Tenant-ID header." without the header on an unknown host', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { host: 'unknown.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fail('Missing X-Tenant-ID header.'));
  });

  it('answers 400 "Unknown tenant." for an unknown id (even on a known host)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Auth/me',
      headers: { 'x-tenant-id': 'tenant-nope', host: 'localhost' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fail('Unknown tenant.'));
  });

  it('treats an empty header as missing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Auth/me',
      headers: { 'x-tenant-id': '   ', host: 'unknown.example' },
    });
    expect(res.json()).toEqual(fail('Missing X-Tenant-ID header.'));
  });

  it('resolves the tenant from the host name when the header is absent', async () => {
    const s = await registerStudent(t.app, { tenantId: t.otherTenantId });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { host: 'other.example:8080', deviceid: 'd' },
      payload: { EmailorMobile: s.Email, password: s.Password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(s.id);
  });

  it('prefers the header over the host name', async () => {
    const s = await registerStudent(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { host: 'other.example', 'x-tenant-id': t.tenantId, deviceid: 'd' },
      payload: { EmailorMobile: s.Email, password: s.Password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('finds a tenant created after start-up', async () => {
    await createTenant(t.db, 'tenant-late');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Auth/me',
      headers: { 'x-tenant-id': 'tenant-late' },
    });
    expect(res.statusCode).toBe(401); // tenant accepted; no session
  });

  it('matches paths case-insensitively, like the original', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/ME',
      headers: { 'x-tenant-id': t.tenantId },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['GET', '/api/Auth/me', undefined],
    ['PUT', '/api/Auth/profile', { userName: 'Someone' }],
    [
      'POST',
      '/api/Auth/ChangePassword',
      { currentPassword: 'x', newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
    ],
  ] as const)('%s %s: a token of tenant A with X-Tenant-ID B → 401', async (method, url, payload) => {
    const s = await registerStudent(t.app);
    const session = await login(t.app, s);
    const res = await t.app.inject({
      method,
      url,
      headers: authHeaders(session.token, t.otherTenantId),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(fail('Invalid or expired token.'));
  });

  it('signing out in tenant B with a tenant A refresh cookie ends nothing in A', async () => {
    const session = await login(t.app, await registerStudent(t.app));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/logout',
      headers: { 'x-tenant-id': t.otherTenantId, cookie: session.cookie },
    });
    expect(out.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/refresh-token',
      headers: { 'x-tenant-id': t.tenantId, cookie: session.cookie },
    });
    expect(refresh.statusCode).toBe(200);
  });

  it("staff of tenant B cannot reset a tenant A student's devices (404), nor use their token in A (401)", async () => {
    const student = await registerStudent(t.app);
    await login(t.app, student);
    const foreignStaff = await createUser(t.db, { tenantId: t.otherTenantId, role: 'Admin' });
    const session = await login(t.app, { ...foreignStaff, tenantId: t.otherTenantId });
    const inB = await t.app.inject({
      method: 'DELETE',
      url: `/api/Auth/reset-student-devices/${student.id}`,
      headers: authHeaders(session.token, t.otherTenantId),
    });
    expect(inB.statusCode).toBe(404);
    const inA = await t.app.inject({
      method: 'DELETE',
      url: `/api/Auth/reset-student-devices/${student.id}`,
      headers: authHeaders(session.token, t.tenantId),
    });
    expect(inA.statusCode).toBe(401);
    const devices = await t.db.selectFrom('devices').select('id').where('user_id', '=', student.id).execute();
    expect(devices).toHaveLength(1);
  });

  it('keeps accounts apart: the same email in two tenants are two accounts with their own passwords', async () => {
    const a = await registerStudent(t.app, { Password: 'password-a', ConfirmPassword: 'password-a' });
    const b = await registerStudent(t.app, {
      tenantId: t.otherTenantId,
      Email: a.Email,
      PhoneNumber: a.PhoneNumber,
      Password: 'password-b',
      ConfirmPassword: 'password-b',
    });
    const inA = await login(t.app, { identifier: a.Email, password: 'password-a' });
    const inB = await login(t.app, {
      identifier: a.Email,
      password: 'password-b',
      tenantId: t.otherTenantId,
    });
    expect(inA.user.id).toBe(a.id);
    expect(inB.user.id).toBe(b.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/Auth/me',
      headers: authHeaders(inB.token, t.otherTenantId),
    });
    expect(me.json().data.id).toBe(b.id);
  });
});
