import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS_HEADER } from '../src/plugins/external.ts';
import {
  authHeaders,
  createTestApp,
  engines,
  login,
  registerRaw,
  registerStudent,
  studentFields,
  TENANT_ID,
  type TestApp,
} from './harness.ts';

describe.each(engines())('personal data and transport headers (%s)', (engine) => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>spa</title>');
    t = await createTestApp({ engine, env: { PUBLIC_WEB_DIR: webDir, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('signed-in answers and answers that set the session cookie carry Cache-Control: no-store', async () => {
    const student = await registerStudent(t.app);
    const signedIn = await login(t.app, student);
    expect(signedIn.response.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/Auth/me', '/api/UnitCode/GetMyUnitCodes']) {
      const res = await t.app.inject({ method: 'GET', url, headers: authHeaders(signedIn.token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/refresh-token',
      headers: { 'x-tenant-id': TENANT_ID, cookie: signedIn.cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    // a public answer is not forced to no-store
    const publicAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/Contact/getAll',
      headers: { 'x-tenant-id': TENANT_ID },
    });
    expect(publicAnswer.headers['cache-control']).not.toBe('no-store');
  });

  it('HSTS is sent over HTTPS only', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe(HSTS_HEADER);
  });

  it('a missing file under /uploads/ is 404, not the single-page app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/nothing-here.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ success: false, code: 'route_not_found' });
    // an app path still gets the single-page app's document
    const page = await t.app.inject({ method: 'GET', url: '/courses' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<!doctype html>');
  });

  it('a registration that fails between the user row and its code leaves no user', async () => {
    const fields = studentFields();
    await sql`ALTER TABLE otps RENAME TO otps_away`.execute(t.db);
    try {
      const res = await registerRaw(t.app, fields);
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE otps_away RENAME TO otps`.execute(t.db);
    }
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', fields.Email.toLowerCase())
      .execute();
    expect(users).toEqual([]);
    // and the same form registers once the code can be stored
    expect((await registerRaw(t.app, fields)).statusCode).toBe(200);
  });
});
