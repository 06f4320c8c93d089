import { ERROR_CODES, type ErrorCode } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../src/plugins/errors.ts';
import {
  authHeaders,
  createTestApp,
  createUser,
  DEFAULT_DEVICE_ID,
  engines,
  login,
  loginRaw,
  registerStudent,
  type TestApp,
} from './harness.ts';

const OTHER_STUDENT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

interface Failure {
  label: string;
  request: (session: { student: string; staff: string; studentId: string }) => InjectOptions;
  status: number;
  code: ErrorCode;
  message: string;
}

const tenant = { 'x-tenant-id': 'tenant5' };

/** Representative refusals of each kind: the status, the stable code and the English text. */
const FAILURES: Failure[] = [
  {
    label: 'a query value out of bounds',
    request: () => ({ method: 'GET', url: '/api/Book/active?pageSize=500', headers: tenant }),
    status: 400,
    code: 'validation_failed',
    message: 'pageSize: must be at most 100',
  },
  {
    label: 'a reset whose passwords differ (the form rule, in Arabic)',
    request: () => ({
      method: 'POST',
      url: '/api/Auth/ResetPassword',
      headers: tenant,
      payload: { email: 'a@b.co', otp: '123456', newPassword: 'abcdef', confirmPassword: 'abcdeX' },
    }),
    status: 400,
    code: 'validation_failed',
    message: 'كلمات المرور غير متطابقة',
  },
  {
    label: 'a password change shorter than six characters',
    request: ({ student }) => ({
      method: 'POST',
      url: '/api/Auth/ChangePassword',
      headers: authHeaders(student),
      payload: { currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' },
    }),
    status: 400,
    code: 'validation_failed',
    message: 'Password must be at least 6 characters long',
  },
  {
    label: 'a body that is not JSON',
    request: () => ({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { ...tenant, 'content-type': 'application/json' },
      payload: '{"EmailorMobile":',
    }),
    status: 400,
    code: 'invalid_json',
    message: 'The request body is not valid JSON.',
  },
  {
    label: 'a body over the limit',
    request: () => ({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { ...tenant, 'content-type': 'application/json' },
      payload: JSON.stringify({ EmailorMobile: 'x'.repeat(1024 * 1024 + 10), password: 'p' }),
    }),
    status: 413,
    code: 'payload_too_large',
    message: 'The request is too large.',
  },
  {
    label: 'a content type the API does not read',
    request: () => ({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { ...tenant, 'content-type': 'application/xml' },
      payload: '<login/>',
    }),
    status: 415,
    code: 'unsupported_media_type',
    message: 'Unsupported content type.',
  },
  {
    label: 'an unknown API route',
    request: () => ({ method: 'GET', url: '/api/Nothing/here?x=1', headers: tenant }),
    status: 404,
    code: 'route_not_found',
    message: 'Route GET /api/Nothing/here not found.',
  },
  {
    label: 'no tenant header',
    // a host that names no tenant either (the test tenant owns `localhost`)
    request: () => ({ method: 'GET', url: '/api/Book/active', headers: { host: 'nowhere.example' } }),
    status: 400,
    code: 'missing_tenant',
    message: 'Missing X-Tenant-ID header.',
  },
  {
    label: 'an unknown tenant',
    request: () => ({ method: 'GET', url: '/api/Book/active', headers: { 'x-tenant-id': 'nobody' } }),
    status: 400,
    code: 'unknown_tenant',
    message: 'Unknown tenant.',
  },
  {
    label: 'no access token',
    request: () => ({ method: 'GET', url: '/api/Auth/me', headers: tenant }),
    status: 401,
    code: 'unauthorized',
    message: 'Authentication required.',
  },
  {
    label: 'a forged access token',
    request: () => ({ method: 'GET', url: '/api/Auth/me', headers: authHeaders('not.a.jwt') }),
    status: 401,
    code: 'unauthorized',
    message: 'Invalid or expired token.',
  },
  {
    label: 'a refresh without its cookie',
    request: () => ({ method: 'POST', url: '/api/Auth/refresh-token', headers: tenant }),
    status: 401,
    code: 'refresh_failed',
    message: 'Refresh token is missing.',
  },
  {
    label: 'a student using a staff endpoint',
    request: ({ student }) => ({
      method: 'DELETE',
      url: `/api/Auth/reset-student-devices/${OTHER_STUDENT_ID}`,
      headers: authHeaders(student),
    }),
    status: 403,
    code: 'staff_only',
    message: 'Only staff can do this.',
  },
  {
    label: 'staff naming an unknown student',
    request: ({ staff }) => ({
      method: 'DELETE',
      url: `/api/Auth/reset-student-devices/${OTHER_STUDENT_ID}`,
      headers: authHeaders(staff, 'tenant5', 'desk'),
    }),
    status: 404,
    code: 'not_found',
    message: 'Student not found.',
  },
  {
    label: 'a student acting for another student',
    request: ({ student }) => ({
      method: 'GET',
      url: `/api/Student/Student-Enrolled-Courses?studentId=${OTHER_STUDENT_ID}`,
      headers: authHeaders(student),
    }),
    status: 403,
    code: 'not_own_account',
    message: 'You can only act for your own account.',
  },
  {
    label: 'an unknown course code',
    request: ({ student, studentId }) => ({
      method: 'POST',
      url: `/api/Student/add-course-by-code?Code=NOSUCHCODE99&StudentId=${studentId}`,
      headers: authHeaders(student),
    }),
    status: 400,
    code: 'code_not_found',
    message: 'Code not found.',
  },
  {
    label: 'an unknown course',
    request: () => ({ method: 'GET', url: `/api/Course/tree?courseid=${OTHER_STUDENT_ID}`, headers: tenant }),
    status: 404,
    code: 'not_found',
    message: 'Course details not found.',
  },
  {
    label: 'an unknown lesson',
    request: ({ student }) => ({
      method: 'GET',
      url: '/api/Student/contentlesson/987654',
      headers: authHeaders(student),
    }),
    status: 404,
    code: 'not_found',
    message: 'Lesson details not found.',
  },
  {
    label: "the original client's quiz submission: a score, no answers (we score on the server)",
    request: ({ student }) => ({
      method: 'POST',
      url: '/api/quizresult/submit',
      headers: authHeaders(student),
      payload: { lessonId: 1, score: 100, notes: '3/3' },
    }),
    status: 400,
    code: 'validation_failed',
    message: 'answers: is required',
  },
  {
    label: 'a sign-in identifier that is neither an email nor a mobile (enveloped, with a code)',
    request: () => ({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { ...tenant, deviceid: DEFAULT_DEVICE_ID },
      payload: { EmailorMobile: 'not-an-identifier', password: 'whatever' },
    }),
    status: 400,
    code: 'invalid_identifier',
    message: 'يرجى إدخال بريد إلكتروني صحيح أو رقم هاتف مصري صحيح',
  },
];

describe.each(engines())('error envelopes carry a stable code (%s)', (engine) => {
  let t: TestApp;
  let session: { student: string; staff: string; studentId: string };
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const student = await registerStudent(t.app);
    const staff = await createUser(t.db, { role: 'Moderator' });
    session = {
      student: (await login(t.app, student)).token,
      staff: (await login(t.app, { ...staff, deviceId: 'desk' })).token,
      studentId: student.id,
    };
  });
  afterAll(() => t?.close());

  it.each(FAILURES.map((failure) => [failure.label, failure] as const))('%s', async (_label, failure) => {
    const response = await t.app.inject(failure.request(session));
    expect(response.statusCode).toBe(failure.status);
    expect(response.json()).toEqual({
      success: false,
      message: failure.message,
      data: null,
      code: failure.code,
    });
  });

  it('keeps the failed sign-in the original client knows: a bare JSON string, no envelope', async () => {
    const student = await registerStudent(t.app);
    const response = await loginRaw(t.app, { identifier: student.Email, password: 'wrong-password' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(JSON.stringify(SERVER_MESSAGES.invalidCredentials));
  });

  it('sends every code from ERROR_CODES', () => {
    for (const failure of FAILURES) expect(ERROR_CODES).toContain(failure.code);
  });
});

describe('the texts the original client matches go out as SERVER_MESSAGES holds them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('"Invalid credentials", the maximum-devices refusal, "Code not found." and the not-found texts', async () => {
    const student = await registerStudent(t.app);
    const wrong = await loginRaw(t.app, { identifier: student.Email, password: 'wrong-password' });
    expect(wrong.json()).toBe(SERVER_MESSAGES.invalidCredentials);
    expect(SERVER_MESSAGES.invalidCredentials).toBe('Invalid credentials');

    const other = await registerStudent(t.app);
    await login(t.app, { ...other, deviceId: 'one' });
    await login(t.app, { ...other, deviceId: 'two' });
    const third = await loginRaw(t.app, { ...other, deviceId: 'three' });
    expect(third.json()).toMatchObject({ message: SERVER_MESSAGES.maxDevices, code: 'max_devices' });
    expect(SERVER_MESSAGES.maxDevices).toBe("You can't log in from more than two devices.");

    const { token } = await login(t.app, student);
    const code = await t.app.inject({
      method: 'POST',
      url: `/api/Student/add-course-by-code?Code=NOSUCHCODE99&StudentId=${student.id}`,
      headers: authHeaders(token),
    });
    expect(code.json().message).toBe(SERVER_MESSAGES.codeNotFound);
    const course = await t.app.inject({
      method: 'GET',
      url: `/api/Course/tree?courseid=${OTHER_STUDENT_ID}`,
      headers: tenant,
    });
    expect(course.json().message).toBe(SERVER_MESSAGES.courseDetailsNotFound);
    const lesson = await t.app.inject({
      method: 'GET',
      url: '/api/Student/contentlesson/987654',
      headers: authHeaders(token),
    });
    expect(lesson.json().message).toBe(SERVER_MESSAGES.lessonDetailsNotFound);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/AdminStudent/CourseActive?grade=Primary4',
      headers: tenant,
    });
    expect(empty.json()).toMatchObject({ success: true, message: SERVER_MESSAGES.noActiveCourses });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_LIMIT_PER_ACCOUNT: '1' } });
  });
  afterAll(() => t?.close());

  it('a second sign-in attempt over the per-account limit is rate_limited', async () => {
    const student = await registerStudent(t.app);
    await loginRaw(t.app, { identifier: student.Email, password: 'wrong-password' });
    const limited = await loginRaw(t.app, { identifier: student.Email, password: 'wrong-password' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: SERVER_MESSAGES.loginRateLimited,
      data: null,
      code: 'rate_limited',
    });
  });
});

describe('the error handler', () => {
  it('answers an unexpected failure 500 internal_error without its details', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'Internal server error.',
      data: null,
      code: 'internal_error',
    });
    await app.close();
  });
});
