import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  login,
  loginRaw,
  refreshCookieOf,
  registerRaw,
  registerStudent,
  studentFields,
  uniquePhone,
  type TestApp,
} from './harness.ts';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** An error envelope with this message; its `code` is asserted in error-codes.test.ts. */
const fail = (message: string) => ({ success: false, message, data: null, code: expect.any(String) });

describe.each(engines())('auth (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t?.close());

  describe('register', () => {
    it('creates a student and answers its UserInfo', async () => {
      const s = await registerStudent(t.app, {
        AcademicYear: 'Secondary2',
        Email: `Mixed.Case.${Date.now()}@Example.com`,
      });
      const body = s.response.json();
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({
        id: s.id,
        name: s.UserName,
        email: s.Email.toLowerCase(),
        phoneNumber: s.PhoneNumber,
        parentPhone: s.ParentPhone,
        imagePath: null,
        academicYear: 'Secondary2',
      });
      const row = await t.db.selectFrom('users').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
      expect(row.tenant_id).toBe(t.tenantId);
      expect(row.role).toBe('Student');
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('normalises the grade ("1st Secondary" → Secondary1, "3" → Secondary3)', async () => {
      const a = await registerStudent(t.app, { AcademicYear: '1st Secondary' });
      expect(a.response.json().data.academicYear).toBe('Secondary1');
      const b = await registerStudent(t.app, { AcademicYear: '3' });
      expect(b.response.json().data.academicYear).toBe('Secondary3');
    });

    it('stores an optional image and serves it', async () => {
      const s = await registerStudent(t.app, {
        image: { filename: 'me.png', contentType: 'image/png', data: PNG_1PX },
      });
      const imagePath = s.response.json().data.imagePath as string;
      // named by its absolute URL, so that a web app on another origin loads it from the API
      expect(imagePath).toMatch(/^http:\/\/localhost:80\/uploads\/[0-9a-f-]+\.png$/);
      const served = await t.app.inject({ method: 'GET', url: new URL(imagePath).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
    });

    it('refuses a file that is not a picture', async () => {
      const res = await registerRaw(t.app, studentFields(), {
        image: { filename: 'x.png', contentType: 'image/png', data: Buffer.from('#!/bin/sh\necho hi\n') },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('Image must be a PNG, JPEG, WebP or GIF picture.'));
    });

    it('refuses an image over 2 MB with 413', async () => {
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024 + 10)]);
      const res = await registerRaw(t.app, studentFields(), {
        image: { filename: 'big.png', contentType: 'image/png', data: big },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ success: false, data: null });
    });

    it.each([
      [{ ConfirmPassword: 'different' }, 'كلمات المرور غير متطابقة'],
      [{ AcademicYear: '' }, 'الرجاء اختيار الصف الدراسي'],
      [{ AcademicYear: 'Primary' }, 'الرجاء اختيار الصف الدراسي'],
      [{ PhoneNumber: '' }, 'رقم الهاتف مطلوب'],
      [{ ParentPhone: '  ' }, 'رقم هاتف ولي الأمر مطلوب'],
      [{ UserName: '' }, 'اسم المستخدم مطلوب'],
      [{ PhoneNumber: '0123' }, 'يرجى إدخال رقم هاتف مصري صحيح'],
      [{ ParentPhone: '02123456789' }, 'يرجى إدخال رقم هاتف ولي الأمر صحيح'],
      [{ Email: '' }, 'البريد الإلكتروني مطلوب'],
      [{ Email: 'not-an-email' }, 'يرجى إدخال بريد إلكتروني صحيح'],
      [{ Password: '', ConfirmPassword: '' }, 'كلمة المرور مطلوبة'],
      [{ UserName: 'x'.repeat(101) }, 'UserName must be at most 100 characters'],
    ])('refuses %j with "%s"', async (override, message) => {
      const res = await registerRaw(t.app, studentFields(override));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail(message));
    });

    it('refuses a 2-character password with 400 and creates no account', async () => {
      const fields = studentFields({ Password: 'ab', ConfirmPassword: 'ab' });
      const res = await registerRaw(t.app, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('كلمة المرور يجب أن تكون على الأقل 6 أحرف'));
      const again = await registerRaw(t.app, { ...fields, Password: 'abcdef', ConfirmPassword: 'abcdef' });
      expect(again.statusCode).toBe(200);
    });

    it('checks in the product order: mismatched passwords before a missing phone', async () => {
      const res = await registerRaw(t.app, studentFields({ ConfirmPassword: 'nope', PhoneNumber: '' }));
      expect(res.json()).toEqual(fail('كلمات المرور غير متطابقة'));
    });

    it('refuses a registered email, in any case', async () => {
      const s = await registerStudent(t.app);
      const res = await registerRaw(t.app, studentFields({ Email: s.Email.toUpperCase() }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('Email is already registered.'));
    });

    it('refuses a registered phone number', async () => {
      const s = await registerStudent(t.app);
      const res = await registerRaw(t.app, studentFields({ PhoneNumber: s.PhoneNumber }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('Phone number is already registered.'));
    });

    it('lets the same email register in another tenant', async () => {
      const s = await registerStudent(t.app);
      const other = await registerStudent(t.app, {
        tenantId: t.otherTenantId,
        Email: s.Email,
        PhoneNumber: s.PhoneNumber,
      });
      expect(other.id).not.toBe(s.id);
    });

    it('accepts a JSON body as well', async () => {
      const fields = studentFields();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/register',
        headers: { 'x-tenant-id': t.tenantId },
        payload: fields,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.email).toBe(fields.Email);
    });

    it('refuses a body that is neither multipart nor a JSON object', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/register',
        headers: { 'x-tenant-id': t.tenantId, 'content-type': 'application/json' },
        payload: '[1,2]',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('The request must be multipart/form-data.'));
    });
  });

  describe('login', () => {
    it('signs in by email: { token, user } and an HttpOnly refreshToken cookie', async () => {
      const s = await registerStudent(t.app);
      const res = await loginRaw(t.app, { identifier: s.Email, password: s.Password, deviceId: 'd1' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['token', 'user']);
      expect(body.user).toMatchObject({ id: s.id, email: s.Email, academicYear: 'Secondary3' });
      const cookie = res.cookies.find((c) => c.name === 'refreshToken');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/Auth' });
      expect(cookie?.secure).toBeFalsy();
      const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ sub: s.id, tid: t.tenantId, role: 'Student', did: 'd1' });
      expect(claims.exp - claims.iat).toBe(15 * 60);
    });

    it('marks the cookie Secure behind https', async () => {
      const s = await registerStudent(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        headers: { 'x-tenant-id': t.tenantId, deviceid: 'd1', 'x-forwarded-proto': 'https' },
        payload: { EmailorMobile: s.Email, password: s.Password },
      });
      // without TRUST_PROXY the forwarded header is ignored: the connection itself is http
      expect(res.cookies.find((c) => c.name === 'refreshToken')?.secure).toBeFalsy();
    });

    it('signs in by Egyptian mobile number', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, { identifier: s.PhoneNumber, password: s.Password });
      expect(session.user.id).toBe(s.id);
    });

    it('answers a wrong password with HTTP 400 and the bare JSON string "Invalid credentials"', async () => {
      const s = await registerStudent(t.app);
      const res = await loginRaw(t.app, { identifier: s.Email, password: 'wrong-password' });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toBe('"Invalid credentials"');
      expect(res.json()).toBe('Invalid credentials');
      expect(res.cookies.find((c) => c.name === 'refreshToken')).toBeUndefined();
    });

    it('answers an unknown account exactly like a wrong password', async () => {
      const res = await loginRaw(t.app, { identifier: 'nobody-here@example.com', password: 'whatever' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('"Invalid credentials"');
      const byPhone = await loginRaw(t.app, { identifier: uniquePhone(), password: 'whatever' });
      expect(byPhone.body).toBe('"Invalid credentials"');
    });

    it('refuses an identifier that is neither an email nor an Egyptian mobile', async () => {
      const res = await loginRaw(t.app, { identifier: 'hello', password: 'whatever' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('يرجى إدخال بريد إلكتروني صحيح أو رقم هاتف مصري صحيح'));
    });

    it('refuses missing fields with a 400 naming them', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        headers: { 'x-tenant-id': t.tenantId },
        payload: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('EmailorMobile is required'));
    });

    it('answers 403 for a deactivated account (after the password check)', async () => {
      const u = await createUser(t.db, { active: false });
      const res = await loginRaw(t.app, { identifier: u.email, password: u.password });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(fail('This account has been deactivated. Please contact support.'));
      const wrong = await loginRaw(t.app, { identifier: u.email, password: 'bad-password' });
      expect(wrong.body).toBe('"Invalid credentials"');
    });

    it('requires the DeviceId header for students', async () => {
      const s = await registerStudent(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        headers: { 'x-tenant-id': t.tenantId },
        payload: { EmailorMobile: s.Email, password: s.Password },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('Missing DeviceId header.'));
    });

    it('allows two devices, refuses a third, and lets a known device back in', async () => {
      const s = await registerStudent(t.app);
      await login(t.app, { ...s, deviceId: 'phone' });
      await login(t.app, { ...s, deviceId: 'laptop' });
      const third = await loginRaw(t.app, { ...s, deviceId: 'tablet' });
      expect(third.statusCode).toBe(400);
      expect(third.json()).toEqual(fail("You can't log in from more than two devices."));
      const again = await loginRaw(t.app, { ...s, deviceId: 'phone' });
      expect(again.statusCode).toBe(200);
      const devices = await t.db
        .selectFrom('devices')
        .select('device_id')
        .where('user_id', '=', s.id)
        .execute();
      expect(devices.map((d) => d.device_id).sort()).toEqual(['laptop', 'phone']);
    });

    it('does not hold staff to the device limit', async () => {
      const mod = await createUser(t.db, { role: 'Moderator' });
      for (const deviceId of ['a', 'b', 'c', 'd']) {
        const session = await login(t.app, { ...mod, deviceId });
        expect(session.user.id).toBe(mod.id);
      }
    });

    it('knows accounts only in their own tenant', async () => {
      const s = await registerStudent(t.app);
      const res = await loginRaw(t.app, {
        identifier: s.Email,
        password: s.Password,
        tenantId: t.otherTenantId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('"Invalid credentials"');
    });
  });

  describe('refresh-token', () => {
    it('rotates: a new token and a new cookie each time', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/refresh-token',
        headers: { ...authHeaders(session.token), cookie: session.cookie },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, data: { user: { id: s.id } } });
      expect(typeof body.data.token).toBe('string');
      const next = refreshCookieOf(res);
      expect(next).not.toBe('');
      expect(next).not.toBe(session.cookie);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/Auth/me',
        headers: authHeaders(body.data.token),
      });
      expect(me.statusCode).toBe(200);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/refresh-token',
        headers: { 'x-tenant-id': t.tenantId, cookie: next },
      });
      expect(again.statusCode).toBe(200);
    });

    it('a spent token presented again at once (another tab) gets a successor of its own; both go on working', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const refresh = (cookie: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/Auth/refresh-token',
          headers: { 'x-tenant-id': t.tenantId, cookie },
        });
      const first = await refresh(session.cookie);
      const second = await refresh(session.cookie);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(refreshCookieOf(second)).not.toBe(refreshCookieOf(first));
      expect((await refresh(refreshCookieOf(first))).statusCode).toBe(200);
      expect((await refresh(refreshCookieOf(second))).statusCode).toBe(200);
      // (presented again after the grace, it ends the session: test/session-end.test.ts)
    });

    it('answers 401 and clears the cookie when it is missing or forged', async () => {
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/refresh-token',
        headers: { 'x-tenant-id': t.tenantId },
      });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual(fail('Refresh token is missing.'));
      expect(missing.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const forged = session.cookie.slice(0, -3) + 'abc';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/refresh-token',
        headers: { 'x-tenant-id': t.tenantId, cookie: forged },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(fail('Invalid or expired refresh token.'));
      const garbage = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/refresh-token',
        headers: { 'x-tenant-id': t.tenantId, cookie: 'refreshToken=zzz' },
      });
      expect(garbage.statusCode).toBe(401);
    });

    it('does not accept a refresh token in another tenant', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/refresh-token',
        headers: { 'x-tenant-id': t.otherTenantId, cookie: session.cookie },
      });
      expect(res.statusCode).toBe(401);
    });

    it('stores only a hash of the secret', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const [id, secret] = session.cookie.replace('refreshToken=', '').split('.');
      const row = await t.db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('id', '=', id!)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).not.toContain(secret!);
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(
        30 * 24 * 3600 * 1000,
      );
    });
  });

  describe('logout', () => {
    it('revokes the family, clears the cookie and answers 200', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/logout',
        headers: { ...authHeaders(session.token), cookie: session.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Logged out successfully.', data: null });
      expect(res.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/refresh-token',
        headers: { 'x-tenant-id': t.tenantId, cookie: session.cookie },
      });
      expect(refresh.statusCode).toBe(401);
    });

    it('needs no access token: without a cookie there is nothing to end and it answers 200', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const withToken = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/logout',
        headers: authHeaders(session.token),
      });
      expect(withToken.statusCode).toBe(200);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/logout',
        headers: { 'x-tenant-id': t.tenantId },
      });
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json()).toEqual({ success: true, message: 'Logged out successfully.', data: null });
      // the session itself was not touched by either call
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/refresh-token',
        headers: { 'x-tenant-id': t.tenantId, cookie: session.cookie },
      });
      expect(refresh.statusCode).toBe(200);
    });

    it('ends the session the cookie names, whatever access token comes with it', async () => {
      const a = await login(t.app, await registerStudent(t.app));
      const b = await login(t.app, await registerStudent(t.app));
      await t.app.inject({
        method: 'POST',
        url: '/api/Auth/logout',
        headers: { ...authHeaders(a.token), cookie: b.cookie },
      });
      const refresh = (cookie: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/Auth/refresh-token',
          headers: { 'x-tenant-id': t.tenantId, cookie },
        });
      expect((await refresh(b.cookie)).statusCode).toBe(401);
      expect((await refresh(a.cookie)).statusCode).toBe(200);
    });
  });

  describe('access tokens', () => {
    it.each([
      ['no header', {}],
      ['a malformed header', { authorization: 'Token abc' }],
      ['a garbage token', { authorization: 'Bearer not.a.jwt' }],
    ])('answers 401 for %s', async (_, headers) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/Auth/me',
        headers: { 'x-tenant-id': t.tenantId, ...headers },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, data: null });
    });

    it('answers 401 for a token signed with another key', async () => {
      const { signAccessToken } = await import('../src/domain/auth/access-token.ts');
      const s = await registerStudent(t.app);
      const token = signAccessToken(
        'x'.repeat(40),
        { sub: s.id, tid: t.tenantId, role: 'Admin', did: null },
        new Date(),
      );
      const res = await t.app.inject({ method: 'GET', url: '/api/Auth/me', headers: authHeaders(token) });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('me and profile', () => {
    it('GET /api/Auth/me answers the UserInfo', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/Auth/me',
        headers: authHeaders(session.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: { id: s.id, name: s.UserName, email: s.Email },
      });
    });

    it('PUT /api/Auth/profile changes name and grade', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/Auth/profile',
        headers: authHeaders(session.token),
        payload: { userName: '  New Name  ', academicYear: 'secondary1' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Profile updated successfully',
        data: { id: s.id, name: 'New Name', academicYear: 'Secondary1' },
      });
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/Auth/me',
        headers: authHeaders(session.token),
      });
      expect(me.json().data).toMatchObject({ name: 'New Name', academicYear: 'Secondary1' });
    });

    it('answers "No changes were made" for an empty or unchanged update', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const empty = await t.app.inject({
        method: 'PUT',
        url: '/api/Auth/profile',
        headers: authHeaders(session.token),
        payload: {},
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual(fail('No changes were made'));
      const same = await t.app.inject({
        method: 'PUT',
        url: '/api/Auth/profile',
        headers: authHeaders(session.token),
        payload: { userName: s.UserName },
      });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual(fail('No changes were made'));
    });

    it('refuses an unknown grade and a blank name', async () => {
      const session = await login(t.app, await registerStudent(t.app));
      const grade = await t.app.inject({
        method: 'PUT',
        url: '/api/Auth/profile',
        headers: authHeaders(session.token),
        payload: { academicYear: 'Primary4' },
      });
      expect(grade.statusCode).toBe(400);
      expect(grade.json().message).toMatch(/^academicYear: /);
      const name = await t.app.inject({
        method: 'PUT',
        url: '/api/Auth/profile',
        headers: authHeaders(session.token),
        payload: { userName: '   ' },
      });
      expect(name.statusCode).toBe(400);
      expect(name.json()).toEqual(fail('userName is required'));
    });

    it('needs a session', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/Auth/profile',
        headers: { 'x-tenant-id': t.tenantId },
        payload: { userName: 'x' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('ChangePassword', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const s = await registerStudent(t.app);
      const here = await login(t.app, { ...s, deviceId: 'here' });
      const there = await login(t.app, { ...s, deviceId: 'there' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/ChangePassword',
        headers: { ...authHeaders(here.token, t.tenantId, 'here'), cookie: here.cookie },
        payload: {
          currentPassword: s.Password,
          newPassword: 'brand-new-pw',
          confirmPassword: 'brand-new-pw',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Password changed successfully.', data: null });
      expect((await loginRaw(t.app, { ...s, deviceId: 'here' })).statusCode).toBe(400);
      expect(
        (await loginRaw(t.app, { identifier: s.Email, password: 'brand-new-pw', deviceId: 'here' }))
          .statusCode,
      ).toBe(200);
      const keep = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/refresh-token',
        headers: { 'x-tenant-id': t.tenantId, cookie: here.cookie },
      });
      expect(keep.statusCode).toBe(200);
      const ended = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/refresh-token',
        headers: { 'x-tenant-id': t.tenantId, cookie: there.cookie },
      });
      expect(ended.statusCode).toBe(401);
    });

    it.each([
      [{ newPassword: 'abcdef', confirmPassword: 'abcdeg' }, 'Passwords do not match'],
      [{ newPassword: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters long'],
      [{ newPassword: 'a', confirmPassword: 'b' }, 'Passwords do not match'],
    ])('refuses %j with "%s"', async (body, message) => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/ChangePassword',
        headers: authHeaders(session.token),
        payload: { currentPassword: s.Password, ...body },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail(message));
    });

    it('refuses a wrong current password', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/ChangePassword',
        headers: authHeaders(session.token),
        payload: { currentPassword: 'not-it', newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('Current password is incorrect.'));
    });

    it('needs a session', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/ChangePassword',
        headers: { 'x-tenant-id': t.tenantId },
        payload: { currentPassword: 'x', newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('reset-student-devices', () => {
    it('lets staff clear a student’s devices so a new device can sign in', async () => {
      const s = await registerStudent(t.app);
      const old = await login(t.app, { ...s, deviceId: 'one' });
      await login(t.app, { ...s, deviceId: 'two' });
      expect((await loginRaw(t.app, { ...s, deviceId: 'three' })).statusCode).toBe(400);

      const mod = await createUser(t.db, { role: 'Moderator' });
      const staff = await login(t.app, { ...mod, deviceId: 'desk' });
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/Auth/reset-student-devices/${s.id}`,
        headers: authHeaders(staff.token, t.tenantId, 'desk'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Student devices have been reset.',
        data: { studentId: s.id, removedDevices: 2 },
      });
      expect((await loginRaw(t.app, { ...s, deviceId: 'three' })).statusCode).toBe(200);
      // the old sessions ended with the reset
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/refresh-token',
        headers: { 'x-tenant-id': t.tenantId, cookie: old.cookie },
      });
      expect(refresh.statusCode).toBe(401);
    });

    it('accepts an upper-case GUID', async () => {
      const s = await registerStudent(t.app);
      const admin = await createUser(t.db, { role: 'Admin' });
      const staff = await login(t.app, admin);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/Auth/reset-student-devices/${s.id.toUpperCase()}`,
        headers: authHeaders(staff.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ studentId: s.id, removedDevices: 0 });
    });

    it('refuses students with 403', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/Auth/reset-student-devices/${s.id}`,
        headers: authHeaders(session.token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(fail('Only staff can do this.'));
    });

    it('answers 404 for an unknown student, a staff account, or a student of another tenant', async () => {
      const mod = await createUser(t.db, { role: 'Moderator' });
      const staff = await login(t.app, mod);
      const unknown = await t.app.inject({
        method: 'DELETE',
        url: '/api/Auth/reset-student-devices/00000000-0000-4000-8000-000000000000',
        headers: authHeaders(staff.token),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(fail('Student not found.'));
      const self = await t.app.inject({
        method: 'DELETE',
        url: `/api/Auth/reset-student-devices/${mod.id}`,
        headers: authHeaders(staff.token),
      });
      expect(self.statusCode).toBe(404);
      const foreign = await registerStudent(t.app, { tenantId: t.otherTenantId });
      await login(t.app, { ...foreign, tenantId: t.otherTenantId });
      const cross = await t.app.inject({
        method: 'DELETE',
        url: `/api/Auth/reset-student-devices/${foreign.id}`,
        headers: authHeaders(staff.token),
      });
      expect(cross.statusCode).toBe(404);
      const still = await t.db.selectFrom('devices').select('id').where('user_id', '=', foreign.id).execute();
      expect(still).toHaveLength(1);
    });

    it('answers 400 for an id that is not a GUID', async () => {
      const staff = await login(t.app, await createUser(t.db, { role: 'Moderator' }));
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/Auth/reset-student-devices/42',
        headers: authHeaders(staff.token),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('studentId: Invalid id'));
    });
  });
});
