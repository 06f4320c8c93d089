import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClock,
  createTestApp,
  engines,
  lastOtp,
  login,
  loginRaw,
  readOutbox,
  registerStudent,
  type TestApp,
} from './harness.ts';

/** An error envelope with this message; its `code` is asserted in error-codes.test.ts. */
const fail = (message: string) => ({ success: false, message, data: null, code: expect.any(String) });

describe.each(engines())('email codes (%s)', (engine) => {
  let t: TestApp;
  const clock = createClock();
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'x-tenant-id': t.tenantId },
      ...(payload ? { payload } : {}),
    });
  const confirm = (email: string, otp: string) =>
    post(`/api/Auth/confirm-email?email=${encodeURIComponent(email)}&otp=${otp}`);
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  describe('confirm-email', () => {
    it('register mails a 6-digit code to the outbox; confirm-email marks the address confirmed', async () => {
      const s = await registerStudent(t.app);
      const mail = readOutbox(t.dataDir).find((m) => m.to === s.Email);
      expect(mail).toMatchObject({ purpose: 'confirm-email', code: expect.stringMatching(/^\d{6}$/) });
      expect(mail?.at).toBe(clock.now().toISOString());
      const res = await confirm(s.Email, mail!.code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Email confirmed successfully.', data: null });
      const row = await t.db
        .selectFrom('users')
        .select('email_confirmed')
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(row.email_confirmed).toBe(1);
      // a code works once
      expect((await confirm(s.Email, mail!.code)).statusCode).toBe(400);
    });

    it('stores only a keyed hash of the code', async () => {
      const s = await registerStudent(t.app);
      const code = lastOtp(t.dataDir, s.Email, 'confirm-email');
      const row = await t.db
        .selectFrom('otps')
        .selectAll()
        .where('user_id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(row.code_hash).not.toContain(code);
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses a wrong code, and an unknown email the same way', async () => {
      const s = await registerStudent(t.app);
      const code = lastOtp(t.dataDir, s.Email, 'confirm-email');
      const wrong = await confirm(s.Email, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(fail('Invalid or expired OTP.'));
      const unknown = await confirm('nobody@example.com', '123456');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(fail('Invalid or expired OTP.'));
    });

    it('kills the code after 5 wrong attempts', async () => {
      const s = await registerStudent(t.app);
      const code = lastOtp(t.dataDir, s.Email, 'confirm-email');
      for (let i = 0; i < 4; i++)
        expect((await confirm(s.Email, wrongCode(code))).json()).toEqual(fail('Invalid or expired OTP.'));
      expect((await confirm(s.Email, wrongCode(code))).json()).toEqual(
        fail('Too many wrong attempts. Please request a new code.'),
      );
      const right = await confirm(s.Email, code);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toEqual(fail('Too many wrong attempts. Please request a new code.'));
    });

    it('expires the code after 10 minutes', async () => {
      const s = await registerStudent(t.app);
      const code = lastOtp(t.dataDir, s.Email, 'confirm-email');
      clock.advance(10 * 60 * 1000 + 1);
      const res = await confirm(s.Email, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('Invalid or expired OTP.'));
    });

    it('refuses a malformed query with a clear 400', async () => {
      const res = await post('/api/Auth/confirm-email?email=not-an-email&otp=123456');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('Invalid email address'));
      const missing = await post('/api/Auth/confirm-email?email=a@b.co');
      expect(missing.json()).toEqual(fail('OTP is required'));
    });
  });

  describe('ReSendOtp', () => {
    it('sends a new code; the old one stops working', async () => {
      const s = await registerStudent(t.app);
      const first = lastOtp(t.dataDir, s.Email, 'confirm-email');
      const res = await post(`/api/Auth/ReSendOtp?email=${encodeURIComponent(s.Email)}`);
      await t.app.afterResponse.idle();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'If the email is registered and not yet confirmed, a new code has been sent.',
        data: null,
      });
      const second = lastOtp(t.dataDir, s.Email, 'confirm-email');
      expect(readOutbox(t.dataDir).filter((m) => m.to === s.Email)).toHaveLength(2);
      if (first !== second) expect((await confirm(s.Email, first)).statusCode).toBe(400);
      expect((await confirm(s.Email, second)).statusCode).toBe(200);
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const before = readOutbox(t.dataDir).length;
      const res = await post('/api/Auth/ReSendOtp?email=ghost@example.com');
      await t.app.afterResponse.idle();
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(
        'If the email is registered and not yet confirmed, a new code has been sent.',
      );
      expect(readOutbox(t.dataDir).length).toBe(before);
    });
  });

  describe('ForgotPassword and ResetPassword', () => {
    it('resets the password with the mailed code; old sessions end', async () => {
      const s = await registerStudent(t.app);
      const session = await login(t.app, s);
      const forgot = await post(`/api/Auth/ForgotPassword?email=${encodeURIComponent(s.Email)}`);
      await t.app.afterResponse.idle();
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json()).toEqual({
        success: true,
        message: 'If the email is registered, a password reset code has been sent.',
        data: null,
      });
      const otp = lastOtp(t.dataDir, s.Email, 'reset-password');
      const res = await post('/api/Auth/ResetPassword', {
        email: s.Email,
        otp,
        newPassword: 'fresh-pass',
        confirmPassword: 'fresh-pass',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Password has been reset successfully',
        data: null,
      });
      expect((await loginRaw(t.app, s)).statusCode).toBe(400);
      expect((await loginRaw(t.app, { identifier: s.Email, password: 'fresh-pass' })).statusCode).toBe(200);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/refresh-token',
        headers: { 'x-tenant-id': t.tenantId, cookie: session.cookie },
      });
      expect(refresh.statusCode).toBe(401);
      // the code is spent
      const again = await post('/api/Auth/ResetPassword', {
        email: s.Email,
        otp,
        newPassword: 'other-pass',
        confirmPassword: 'other-pass',
      });
      expect(again.json()).toEqual(fail('Invalid or expired OTP.'));
    });

    it('answers ForgotPassword the same for an unknown email and mails nothing', async () => {
      const before = readOutbox(t.dataDir).length;
      const res = await post('/api/Auth/ForgotPassword?email=ghost@example.com');
      await t.app.afterResponse.idle();
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('If the email is registered, a password reset code has been sent.');
      expect(readOutbox(t.dataDir).length).toBe(before);
    });

    it('does not accept a confirm-email code for a reset', async () => {
      const s = await registerStudent(t.app);
      const confirmCode = lastOtp(t.dataDir, s.Email, 'confirm-email');
      const res = await post('/api/Auth/ResetPassword', {
        email: s.Email,
        otp: confirmCode,
        newPassword: 'fresh-pass',
        confirmPassword: 'fresh-pass',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('Invalid or expired OTP.'));
    });

    it.each([
      [{ newPassword: 'abcdef', confirmPassword: 'abcdeX' }, 'كلمات المرور غير متطابقة'],
      [{ newPassword: 'abc', confirmPassword: 'abc' }, 'كلمة المرور يجب أن تكون على الأقل 6 أحرف'],
      [{ email: '' }, 'البريد الإلكتروني مطلوب'],
      [{ otp: '12' }, 'يرجى إدخال رمز التحقق الصحيح'],
    ])('refuses %j with the client message "%s"', async (override, message) => {
      const res = await post('/api/Auth/ResetPassword', {
        email: 'someone@example.com',
        otp: '123456',
        newPassword: 'abcdefg',
        confirmPassword: 'abcdefg',
        ...override,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail(message));
    });

    it('answers an unknown email like a wrong code', async () => {
      const res = await post('/api/Auth/ResetPassword', {
        email: 'ghost@example.com',
        otp: '123456',
        newPassword: 'abcdefg',
        confirmPassword: 'abcdefg',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fail('Invalid or expired OTP.'));
    });
  });
});

describe.each(engines())('email-code rate limits (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { OTP_LIMIT_PER_ACCOUNT: '3', OTP_LIMIT_PER_IP: '6' } });
  });
  afterAll(() => t?.close());

  const forgot = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/Auth/ForgotPassword?email=${encodeURIComponent(email)}`,
      headers: { 'x-tenant-id': t.tenantId },
    });

  it('limits per account with 429 and a clear message', async () => {
    for (let i = 0; i < 3; i++) expect((await forgot('limited@example.com')).statusCode).toBe(200);
    const res = await forgot('Limited@Example.com');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(fail('Too many attempts. Please wait a few minutes and try again.'));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits per IP across accounts', async () => {
    // the 4 hits of the test above (the refused one too) already count for this IP
    for (let i = 0; i < 2; i++) expect((await forgot(`other${i}@example.com`)).statusCode).toBe(200);
    expect((await forgot('yet-another@example.com')).statusCode).toBe(429);
  });
});
