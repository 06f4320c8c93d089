import { teacherEndpoints, type EndpointDefinition } from '@dars/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  login,
  TENANT_ID,
  type TestApp,
} from './harness.ts';

/** A URL for an endpoint, path parameters filled with a plausible value (the guard runs first). */
function urlOf(endpoint: EndpointDefinition): string {
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, '1');
}

const table = Object.entries(teacherEndpoints as Record<string, EndpointDefinition>);

describe.each(engines())('every console endpoint checks who calls it (%s)', (engine) => {
  let t: TestApp;
  let student: string;
  let moderator: string;
  let admin: string;
  let otherTenantAdmin: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const signIn = async (role: 'Student' | 'Moderator' | 'Admin', tenantId = TENANT_ID) => {
      const user = await createUser(t.db, { role, tenantId });
      return (await login(t.app, { ...user, tenantId })).token;
    };
    student = await signIn('Student');
    moderator = await signIn('Moderator');
    admin = await signIn('Admin');
    otherTenantAdmin = await signIn('Admin', t.otherTenantId);
  });
  afterAll(() => t.close());

  it('the table has console endpoints, all under /api/teacher/ and all staff or Admin only', () => {
    expect(table.length).toBeGreaterThan(0);
    for (const [name, endpoint] of table) {
      expect(endpoint.path, name).toMatch(/^\/api\/teacher\//);
      expect(['staff', 'admin'], name).toContain(endpoint.auth);
      expect(endpoint.ours, name).toBe(true);
    }
  });

  it.each(table)('%s: signed out → 401', async (_name, endpoint) => {
    const response = await t.app.inject({
      method: endpoint.method,
      url: urlOf(endpoint),
      headers: { 'x-tenant-id': TENANT_ID },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'unauthorized' });
  });

  it.each(table)('%s: a student → 403', async (_name, endpoint) => {
    const response = await t.app.inject({
      method: endpoint.method,
      url: urlOf(endpoint),
      headers: authHeaders(student),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'staff_only' });
  });

  it.each(table)("%s: another tenant's token → 401", async (_name, endpoint) => {
    const response = await t.app.inject({
      method: endpoint.method,
      url: urlOf(endpoint),
      headers: authHeaders(otherTenantAdmin, TENANT_ID),
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(table.filter(([, endpoint]) => endpoint.auth === 'admin'))(
    '%s: a Moderator → 403 admin_only',
    async (_name, endpoint) => {
      const response = await t.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint),
        headers: authHeaders(moderator),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'admin_only' });
    },
  );

  it.each(table)('%s: the teacher gets past the guard', async (_name, endpoint) => {
    const response = await t.app.inject({
      method: endpoint.method,
      url: urlOf(endpoint),
      headers: authHeaders(admin),
    });
    expect([401, 403]).not.toContain(response.statusCode);
    expect(response.statusCode).toBeLessThan(500);
  });
});
