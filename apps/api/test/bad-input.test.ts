import { endpoints, type EndpointDefinition } from '@dars/core/contract';
import fc from 'fast-check';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessage } from '../src/plugins/errors.ts';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  login,
  registerStudent,
  type TestApp,
} from './harness.ts';

/** An error envelope with this message; its `code` is asserted in error-codes.test.ts. */
const fail = (message: string) => ({ success: false, message, data: null, code: expect.any(String) });

/** What the error handler says for `data` checked against `schema`. */
function messageFor(schema: z.ZodType, data: unknown, context = 'querystring') {
  const validate = validatorCompiler({
    schema,
    method: 'GET',
    url: '/',
    httpPart: 'querystring',
  } as never) as (d: unknown) => { error?: unknown[] };
  const result = validate(data);
  return validationMessage((result.error ?? []) as never, context);
}

describe('validation messages name the field', () => {
  const cases: Array<[z.ZodType, unknown, string]> = [
    [
      z.object({ pagesize: z.coerce.number().int().max(100) }),
      { pagesize: '500' },
      'pagesize: must be at most 100',
    ],
    [
      z.object({ pagenumber: z.coerce.number().int().min(1) }),
      { pagenumber: '0' },
      'pagenumber: must be at least 1',
    ],
    [z.object({ name: z.string() }), {}, 'name: is required'],
    [z.object({ name: z.string() }), { name: 5 }, 'name: must be a string'],
    [z.object({ count: z.number() }), { count: 'x' }, 'count: must be a number'],
    [z.object({ name: z.string().max(3) }), { name: 'abcdef' }, 'name: must be at most 3 characters long'],
    [z.object({ name: z.string().min(1) }), { name: '' }, 'name: must not be empty'],
    [z.object({ grade: z.enum(['A', 'B']) }), { grade: 'C' }, 'grade: must be one of: A, B'],
    [z.object({ mail: z.email() }), { mail: 'nope' }, 'mail: must be a valid email'],
    [z.object({ a: z.object({ b: z.number() }) }), { a: { b: 'x' } }, 'a.b: must be a number'],
    [
      z.object({ courseid: z.string().regex(/^\d+$/, 'Invalid id') }),
      { courseid: 'x' },
      'courseid: Invalid id',
    ],
    [z.object({ otp: z.string().min(1, 'OTP is required') }), { otp: '' }, 'OTP is required'],
    [
      z.object({ a: z.string() }).refine(() => false, 'No changes were made'),
      { a: 'x' },
      'No changes were made',
    ],
    [
      z.object({ w: z.string().refine(() => false, 'كلمات المرور غير متطابقة') }),
      { w: 'x' },
      'كلمات المرور غير متطابقة',
    ],
  ];
  it.each(cases.map(([schema, data, expected]) => [expected, schema, data] as const))(
    '"%s"',
    (expected, schema, data) => {
      expect(messageFor(schema, data)).toBe(expected);
    },
  );

  it('names the request part when the whole part is wrong', () => {
    expect(messageFor(z.object({ a: z.string() }), 'text', 'body')).toBe('body: must be an object');
  });
});

describe.each(engines())('bad input never answers 5xx (%s)', (engine) => {
  let t: TestApp;
  let studentToken: string;
  let staffToken: string;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    studentToken = (await login(t.app, await registerStudent(t.app))).token;
    staffToken = (await login(t.app, await createUser(t.db, { role: 'Admin' }))).token;
  });
  afterAll(() => t?.close());

  const tenant = () => ({ 'x-tenant-id': t.tenantId });

  it('malformed JSON → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { ...tenant(), 'content-type': 'application/json' },
      payload: '{"EmailorMobile": "a@b.co", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fail('The request body is not valid JSON.'));
  });

  it('an empty JSON body → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { ...tenant(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('wrong types → 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: tenant(),
      payload: { EmailorMobile: 12, password: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fail('EmailorMobile is required'));
    const arr = await t.app.inject({
      method: 'PUT',
      url: '/api/Auth/profile',
      headers: authHeaders(studentToken),
      payload: [1, 2],
    });
    expect(arr.statusCode).toBe(400);
    expect(arr.json()).toEqual(fail('body: must be an object'));
  });

  it('a JSON body over 1 MB → 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: tenant(),
      payload: { EmailorMobile: 'x'.repeat(1024 * 1024), password: 'x' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(fail('The request is too large.'));
  });

  it('long strings under the limit → 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: tenant(),
      payload: { EmailorMobile: 'x'.repeat(500_000), password: 'y'.repeat(400_000) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('an unsupported content type → 415; plain text where an object is expected → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { ...tenant(), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(fail('Unsupported content type.'));
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { ...tenant(), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual(fail('body: must be an object'));
  });

  it('a broken multipart body → 4xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      headers: { ...tenant(), 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="UserName"\r\n\r\nAli',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('a malformed percent-encoding in the URL → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/ForgotPassword?email=%E0%A4%A',
      headers: tenant(),
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('an unknown route → 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Nope/nothing', headers: tenant() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(fail('Route POST /api/Nope/nothing not found.'));
  });

  const jsonEndpoints = Object.entries(endpoints as Record<string, EndpointDefinition>).filter(
    ([, e]) => e.bodyEncoding !== 'multipart',
  );

  const fillPath = (path: string, value: string) =>
    path.replace(/:([A-Za-z_]+)/g, () => encodeURIComponent(value));

  it(`arbitrary JSON, queries and path values to every JSON endpoint of the contract (${jsonEndpoints.length}) → < 500`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...jsonEndpoints),
        fc.jsonValue({ maxDepth: 3 }),
        fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }),
        fc.oneof(fc.string({ maxLength: 60 }), fc.integer().map(String), fc.uuid()),
        fc.constantFrom('none', 'student', 'staff'),
        async ([name, endpoint], body, query, pathValue, who) => {
          const search = new URLSearchParams(query).toString();
          const url = fillPath(endpoint.path, pathValue || 'x') + (search ? `?${search}` : '');
          const headers: Record<string, string> =
            who === 'none' ? tenant() : authHeaders(who === 'staff' ? staffToken : studentToken);
          const res = await t.app.inject({
            method: endpoint.method,
            url,
            headers,
            ...(endpoint.method === 'GET'
              ? {}
              : {
                  payload: JSON.stringify(body),
                  headers: { ...headers, 'content-type': 'application/json' },
                }),
          });
          if (res.statusCode >= 500)
            throw new Error(`${name} ${endpoint.method} ${url} → ${res.statusCode} ${res.body}`);
          if (res.statusCode >= 400 && res.statusCode !== 404) {
            const parsed: unknown = res.json();
            // every 4xx is the envelope, except login's bare-string 400
            if (typeof parsed !== 'string') expect(parsed).toMatchObject({ success: false, data: null });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
