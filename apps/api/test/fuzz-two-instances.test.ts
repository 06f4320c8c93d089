/**
 * Fuzzed requests to every endpoint of the contract table, spread over two instances on one
 * PostgreSQL schema and Redis, while the teacher keeps saving home-page content (each save drops
 * the tenant's cached content on both instances). Whatever a request holds, the answer is never a
 * 5xx. FUZZ_REQUESTS sets the number of requests (default 2,000; the release probe runs 20,000),
 * FUZZ_SEED the seed. Traffic goes to 127.0.0.1 only and stops by itself.
 */
import crypto from 'node:crypto';
import { endpoints, type EndpointDefinition } from '@dars/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hashPassword } from '../src/domain/auth/passwords.ts';
import { DEMO_TENANT_ID } from '../src/seed/index.ts';
import { call, inBatches, login, startTwoInstances, type Instance, type InstancePair } from './instances.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const skipReason =
  databaseUrl && redisUrl ? null : 'skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL (as in .ci/run)';
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 22);
const PASSWORD = 'Passw0rd!';

/** mulberry32: a small seeded generator, so a failing run can be repeated. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const STRINGS = [
  '',
  ' ',
  '1',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e309',
  'NaN',
  'true',
  'null',
  'abc',
  'x'.repeat(5_000),
  'مراجعة \u202Efdp.exe\u202C',
  '\u2066عربي\u2069',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '%zz',
  '\u0000',
  '\uD800',
  '٠١٢٣٤٥٦٧٨٩',
  '01012345678',
  'a@b.co',
  'Secondary3',
  'First',
  '00000000-0000-0000-0000-000000000000',
  crypto.randomUUID(),
  DEMO_TENANT_ID,
];
const NUMBERS = [0, 1, -1, 2, 5, 1.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER, 2 ** 31];

function randomValue(rng: ReturnType<typeof generator>, depth = 0): unknown {
  const kind = rng.next();
  if (kind < 0.45) return rng.pick(STRINGS);
  if (kind < 0.65) return rng.pick(NUMBERS);
  if (kind < 0.72) return rng.next() < 0.5;
  if (kind < 0.78) return null;
  if (depth > 2) return rng.pick(STRINGS);
  if (kind < 0.89)
    return Array.from({ length: Math.floor(rng.next() * 4) }, () => randomValue(rng, depth + 1));
  return Object.fromEntries(
    Array.from({ length: Math.floor(rng.next() * 4) }, () => [
      rng.pick(STRINGS).slice(0, 20),
      randomValue(rng, depth + 1),
    ]),
  );
}

/** The field names a schema's object expects (none for other schemas). */
function keysOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = (current as { def?: { innerType?: unknown; in?: unknown; schema?: unknown } }).def;
    current = def?.innerType ?? def?.in ?? def?.schema;
  }
  return [];
}

/** encodeURIComponent, with a lone surrogate sent as the bytes of an invalid sequence. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

interface Fuzzed {
  method: string;
  url: string;
  headers: Record<string, string>;
  json?: unknown;
  raw?: string;
}

function fuzzedRequest(
  rng: ReturnType<typeof generator>,
  endpoint: EndpointDefinition,
  tokens: { student: string; teacher: string },
): Fuzzed {
  const path = endpoint.path.replace(/:(\w+)/g, () =>
    encode(String(rng.next() < 0.3 ? rng.pick(NUMBERS) : rng.pick(STRINGS)).slice(0, 200)),
  );
  const queryKeys = [...keysOf(endpoint.query), ...(rng.next() < 0.2 ? ['unexpected'] : [])];
  const query = new URLSearchParams();
  for (const key of queryKeys) {
    if (rng.next() < 0.8) query.append(key, String(rng.pick([...STRINGS, ...NUMBERS])).slice(0, 300));
  }
  const headers: Record<string, string> = { 'x-forwarded-for': `10.99.${Math.floor(rng.next() * 250)}.1` };
  const tenant = rng.next();
  if (tenant < 0.85) headers['x-tenant-id'] = DEMO_TENANT_ID;
  else if (tenant < 0.95) headers['x-tenant-id'] = rng.pick(STRINGS).slice(0, 120) || 'nobody';
  const who = rng.next();
  if (who < 0.35) headers.authorization = `Bearer ${tokens.teacher}`;
  else if (who < 0.7) headers.authorization = `Bearer ${tokens.student}`;
  else if (who < 0.8) headers.authorization = `Bearer ${rng.pick(STRINGS).slice(0, 200)}`;
  if (rng.next() < 0.8) headers.deviceid = rng.next() < 0.5 ? 'fuzz-device' : rng.pick(STRINGS).slice(0, 100);
  const request: Fuzzed = {
    method: endpoint.method,
    url: `${path}${query.size > 0 ? `?${query}` : ''}`,
    headers: Object.fromEntries(
      Object.entries(headers).filter(([, value]) => /^[\t\x20-\x7e]*$/.test(value) && value !== ''),
    ),
  };
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return request;
  const shape = rng.next();
  if (shape < 0.7) {
    request.json = Object.fromEntries(
      [...keysOf(endpoint.body), ...(rng.next() < 0.2 ? ['extra'] : [])]
        .filter(() => rng.next() < 0.85)
        .map((key) => [key, randomValue(rng)]),
    );
  } else if (shape < 0.85) {
    request.json = randomValue(rng);
  } else {
    request.raw = rng.pick(['{', '{"a":', 'not json', '[]'.repeat(10_000), '\u0000', '']);
  }
  return request;
}

async function send(instance: Instance, request: Fuzzed) {
  const headers = { ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.raw !== undefined) {
    headers['content-type'] = 'application/json';
    body = request.raw;
  }
  const res = await fetch(instance.url + request.url, {
    method: request.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  return { status: res.status, text };
}

describe.skipIf(skipReason !== null)(
  `fuzzed requests over two instances${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    let pair: InstancePair;
    const tokens = { student: '', teacher: '' };
    let teacherHeaders: Record<string, string>;

    beforeAll(async () => {
      pair = await startTwoInstances(databaseUrl!, redisUrl!, {
        LOGIN_LIMIT_PER_ACCOUNT: '100000',
        LOGIN_LIMIT_PER_ACCOUNT_TOTAL: '100000',
        OTP_LIMIT_PER_ACCOUNT: '100000',
        OTP_SEND_LIMIT_PER_ACCOUNT_TOTAL: '100000',
        OTP_CHECK_LIMIT_PER_ACCOUNT: '100000',
        OTP_LIMIT_PER_IP: '100000',
        REGISTER_LIMIT_PER_IP: '100000',
        CHANGE_PASSWORD_LIMIT_PER_ACCOUNT: '100000',
      });
      const passwordHash = await hashPassword(PASSWORD);
      const at = new Date().toISOString();
      for (const role of ['Admin', 'Student'] as const) {
        const email = `fuzz-${role.toLowerCase()}@example.com`;
        await pair.handle.db
          .insertInto('users')
          .values({
            id: crypto.randomUUID(),
            tenant_id: DEMO_TENANT_ID,
            role,
            user_name: `fuzz ${role}`,
            email,
            phone_number: `01${String(crypto.randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
            parent_phone: '01000000000',
            academic_year: 'Secondary3',
            image_path: null,
            password_hash: passwordHash,
            email_confirmed: 1,
            active: 1,
            registration_date: at,
            updated_at: at,
          })
          .execute();
        const signedIn = await login(pair.a, email, PASSWORD, 'fuzz-device', '10.98.0.1');
        expect(signedIn.status, signedIn.text).toBe(200);
        tokens[role === 'Admin' ? 'teacher' : 'student'] = signedIn.body.token as string;
      }
      teacherHeaders = { authorization: `Bearer ${tokens.teacher}`, deviceid: 'fuzz-device' };
    }, 120_000);

    afterAll(async () => {
      await pair?.close();
    }, 30_000);

    it(`${REQUESTS} fuzzed requests, with the teacher saving content meanwhile: no 5xx`, async () => {
      const rng = generator(SEED);
      const table = Object.values(endpoints) as EndpointDefinition[];
      const instances = [pair.a, pair.b];

      // the teacher edits a testimonial again and again, on either instance
      let saving = true;
      let saves = 0;
      const saveFailures: string[] = [];
      const created = await call(pair.a, 'POST', '/api/teacher/testimonials', {
        headers: teacherHeaders,
        json: { author: 'سارة', caption: 'طالبة', text: 'شرح ممتاز', rating: 5, hidden: false },
      });
      expect(created.status, created.text).toBe(200);
      const testimonial = created.body.data as { id: number; version: number };
      let version = testimonial.version;
      const teacher = (async () => {
        while (saving) {
          if (pair.a.child.exitCode !== null || pair.b.child.exitCode !== null) break;
          const on = instances[saves % 2]!;
          const saved = await call(on, 'PUT', `/api/teacher/testimonials/${testimonial.id}`, {
            headers: teacherHeaders,
            json: {
              author: 'سارة',
              caption: 'طالبة',
              text: `شرح ممتاز ${saves}`,
              rating: 5,
              hidden: false,
              version,
            },
          }).catch((error: unknown) => ({
            status: 599,
            text: String(error),
            body: {} as Record<string, unknown>,
            cookie: '',
          }));
          if (saved.status === 200) {
            version = (saved.body.data as { version: number }).version;
            saves += 1;
          } else saveFailures.push(`${saved.status} ${saved.text.slice(0, 200)}`);
        }
      })();

      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const requests = Array.from({ length: REQUESTS }, () => fuzzedRequest(rng, rng.pick(table), tokens));
      await inBatches(requests, 12, async (request, i) => {
        const answer = await send(instances[i % 2]!, request).catch((error: unknown) => ({
          status: 599,
          text: String(error),
        }));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500)
          failures.push(
            `${answer.status} ${request.method} ${request.url.slice(0, 200)} ${answer.text.slice(0, 300)}`,
          );
      });
      saving = false;
      await teacher;

      console.info(
        `fuzz: ${REQUESTS} requests (seed ${SEED}) over two instances; teacher saves ${saves}; statuses ${JSON.stringify(
          Object.fromEntries([...statuses].sort(([x], [y]) => x - y)),
        )}`,
      );
      expect(failures).toEqual([]);
      expect(saves).toBeGreaterThan(5);
      expect(saveFailures.filter((f) => f.startsWith('5'))).toEqual([]);
    }, 900_000);
  },
);
