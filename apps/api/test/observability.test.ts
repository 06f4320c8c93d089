import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  createTestApp,
  createUser,
  engines,
  loginRaw,
  registerRaw,
  studentFields,
  TENANT_ID,
  type TestApp,
} from './harness.ts';

describe.each(engines())('observability (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { GLOBAL_LIMIT_PER_IP: '3' } });
  });
  afterAll(() => t?.close());

  const metricsText = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('/metrics counts requests and latency per route pattern, and rate-limit refusals', async () => {
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'GET',
        url: '/api/Contact/getAll',
        headers: { 'x-tenant-id': TENANT_ID },
      });
    }
    const text = await metricsText();
    expect(text).toContain(
      'dars_http_requests_total{method="GET",route="/api/Contact/getAll",status="200"} 3',
    );
    expect(text).toContain(
      'dars_http_requests_total{method="GET",route="/api/Contact/getAll",status="429"} 2',
    );
    expect(text).toMatch(
      /dars_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/Contact\/getAll"\} \d+/,
    );
    expect(text).toContain(
      'dars_http_request_duration_seconds_count{method="GET",route="/api/Contact/getAll"} 5',
    );
    expect(text).toContain('dars_rate_limit_refusals_total{limiter="any"} 2');
    expect(text).toContain('dars_process_cpu_seconds_total');
    if (engine === 'postgres') expect(text).toMatch(/dars_db_pool_connections\{state="total"\} \d+/);
  });

  it('every answer carries a request id: the proxy’s when sane, else a fresh one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-42.a' },
    });
    expect(given.headers['x-request-id']).toBe('edge-42.a');
    const odd = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('every log line written for a request names its request id', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({
      config: t.config,
      dbHandle: t.dbHandle,
      logger: { level: 'info', stream },
    });
    try {
      await app.ready();
      const res = await app.inject({
        method: 'GET',
        url: '/api/Nope',
        headers: { 'x-tenant-id': TENANT_ID },
      });
      const id = res.headers['x-request-id'];
      const forRequest = lines.filter((line) => 'req' in line || 'res' in line);
      expect(forRequest.length).toBeGreaterThanOrEqual(2);
      for (const line of forRequest) expect(line.reqId).toBe(id);
    } finally {
      await app.close();
    }
  });
});

describe.each(engines())('rate-limit refusals by guard in /metrics (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      engine,
      env: { LOGIN_LIMIT_PER_ACCOUNT: '2', REGISTER_LIMIT_PER_IP: '1' },
    });
  });
  afterAll(() => t?.close());

  it('a login or registration refused by its guard is counted under the guard’s name', async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await loginRaw(t.app, { identifier: user.email, password: 'wrong-password' })).statusCode,
      );
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const registered = [];
    for (let i = 0; i < 3; i++) registered.push((await registerRaw(t.app, studentFields())).statusCode);
    expect(registered.filter((s) => s === 429)).toHaveLength(2);

    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain('dars_rate_limit_refusals_total{limiter="login"} 2');
    expect(text).toContain('dars_rate_limit_refusals_total{limiter="register"} 2');
    expect(text).toContain('dars_rate_limit_refusals_total{limiter="any"} 4');
  });
});
