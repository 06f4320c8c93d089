import { endpoints, type EndpointDefinition } from '@dars/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  login,
  multipartBody,
  registerStudent,
  studentFields,
  TENANT_ID,
  type TestApp,
} from './harness.ts';

const NUL = '\u0000';
const refused = (where: string) => ({
  success: false,
  message: `${where}: must not contain control characters.`,
  data: null,
  code: 'validation_failed',
});

/** The field names of an object schema, through pipes, refinements, defaults and optionals. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let i = 0; i < 10 && current; i++) {
    const candidate = current as {
      shape?: Record<string, unknown>;
      _zod?: { def?: Record<string, unknown> };
    };
    if (candidate.shape && typeof candidate.shape === 'object') return Object.keys(candidate.shape);
    const def = candidate._zod?.def ?? {};
    current = def.in ?? def.innerType ?? def.schema;
  }
  return [];
}

const table = Object.entries(endpoints as Record<string, EndpointDefinition>);

type Probe = {
  name: string;
  endpoint: EndpointDefinition;
  where: string;
  part: 'body' | 'query' | 'params' | 'cookie';
};

/** One probe per text field, query parameter and path value of every endpoint, and the cookie. */
const probes: Probe[] = table.flatMap(([name, endpoint]) => [
  ...fieldsOf(endpoint.body).map((field) => ({ name, endpoint, where: field, part: 'body' as const })),
  ...fieldsOf(endpoint.query).map((field) => ({ name, endpoint, where: field, part: 'query' as const })),
  ...[...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
    name,
    endpoint,
    where: m[1]!,
    part: 'params' as const,
  })),
  { name, endpoint, where: 'refreshToken', part: 'cookie' as const },
]);

describe.each(engines())('control characters are refused with 400 everywhere (%s)', (engine) => {
  let t: TestApp;
  let studentToken: string;
  let staffToken: string;
  let studentCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const signedIn = await login(t.app, await registerStudent(t.app));
    studentToken = signedIn.token;
    studentCookie = signedIn.cookie;
    staffToken = (await login(t.app, await createUser(t.db, { role: 'Admin' }))).token;
  });
  afterAll(() => t?.close());

  const headersFor = (endpoint: EndpointDefinition) =>
    endpoint.auth === 'none'
      ? { 'x-tenant-id': TENANT_ID }
      : authHeaders(endpoint.auth === 'staff' || endpoint.auth === 'admin' ? staffToken : studentToken);

  it(`every endpoint of the table (${table.length}), every field (${probes.length} probes): 400, never 5xx`, async () => {
    const failures: string[] = [];
    for (const probe of probes) {
      const { endpoint, part, where } = probe;
      const value = (field: string, kind: Probe['part']) =>
        kind === part && field === where
          ? `a${NUL}b`
          : kind === 'params' && field === 'tenantId'
            ? TENANT_ID // a provider's callback names its tenant in the path
            : '1';
      const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, p: string) =>
        encodeURIComponent(value(p, 'params')),
      );
      const query = new URLSearchParams(
        fieldsOf(endpoint.query).map((q): [string, string] => [q, value(q, 'query')]),
      ).toString();
      const body = Object.fromEntries(fieldsOf(endpoint.body).map((f) => [f, value(f, 'body')]));
      const cookie = part === 'cookie' ? `refreshToken=a${encodeURIComponent(NUL)}b` : studentCookie;
      const res = await t.app.inject({
        method: endpoint.method,
        url: path + (query ? `?${query}` : ''),
        headers: { ...headersFor(endpoint), cookie },
        ...(endpoint.method === 'GET' ? {} : { payload: body }),
      });
      const expected = refused(where);
      if (res.statusCode !== 400 || res.body !== JSON.stringify(expected)) {
        failures.push(`${probe.name} ${part}.${where} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the requests that reached PostgreSQL before: refresh, logout and ChangePassword with a NUL cookie', async () => {
    const cookie = `refreshToken=abc${encodeURIComponent(NUL)}def`;
    for (const [url, payload] of [
      ['/api/Auth/refresh-token', undefined],
      ['/api/Auth/logout', undefined],
      [
        '/api/Auth/ChangePassword',
        { currentPassword: 'Passw0rd!', newPassword: 'Passw0rd!2', confirmPassword: 'Passw0rd!2' },
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...authHeaders(studentToken), cookie },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(refused('refreshToken'));
    }
  });

  it('register (JSON and multipart) and profile update with NUL in a valid form', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      headers: { 'x-tenant-id': TENANT_ID },
      payload: studentFields({ UserName: `Ali${NUL}` }),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(refused('UserName'));

    const { payload, headers } = multipartBody(studentFields({ UserName: `Ali${NUL}` }));
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      headers: { ...headers, 'x-tenant-id': TENANT_ID },
      payload,
    });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json()).toEqual(refused('UserName'));

    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/Auth/profile',
      headers: authHeaders(studentToken),
      payload: { UserName: `New${NUL}name` },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual(refused('UserName'));
  });

  it('the DeviceId header; line breaks stay allowed in body text, not in tokens', async () => {
    const device = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { 'x-tenant-id': TENANT_ID, deviceid: `pc${NUL}1` },
      payload: { EmailorMobile: 'x@example.com', password: 'x' },
    });
    expect(device.statusCode).toBe(400);
    expect(device.json()).toEqual(refused('header deviceid'));

    const multiline = await t.app.inject({
      method: 'PUT',
      url: '/api/Auth/profile',
      headers: authHeaders(studentToken),
      payload: { UserName: 'Line\tone\r\nline two' },
    });
    expect(multiline.json().message).not.toMatch(/control characters/);

    const tokenBreak = await t.app.inject({
      method: 'GET',
      url: `/api/Auth/ForgotPassword?email=${encodeURIComponent('a\n@example.com')}`,
      headers: { 'x-tenant-id': TENANT_ID },
    });
    expect(tokenBreak.statusCode).toBe(400);
    expect(tokenBreak.json()).toEqual(refused('email'));
  });
});
