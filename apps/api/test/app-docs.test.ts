import { endpoints, servedPaths, type EndpointDefinition } from '@dars/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('describes the auth endpoints from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of [
      '/api/Auth/login',
      '/api/Auth/register',
      '/api/Auth/refresh-token',
      '/api/Auth/logout',
      '/api/Auth/confirm-email',
      '/api/Auth/ReSendOtp',
      '/api/Auth/ForgotPassword',
      '/api/Auth/ResetPassword',
      '/api/Auth/ChangePassword',
      '/api/Auth/reset-student-devices/{studentId}',
      '/api/Auth/me',
      '/api/Auth/profile',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const login = doc.paths['/api/Auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('EmailorMobile');
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty('token');
    expect(doc.paths).not.toHaveProperty(['/healthz']);
  });

  it('documents every endpoint of the table with its summary, tag and auth', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [name, endpoint] of Object.entries(endpoints as Record<string, EndpointDefinition>)) {
      for (const url of servedPaths(endpoint)) {
        const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
        expect(operation, `${name} ${url}`).toBeDefined();
        expect(operation.summary, name).toBe(endpoint.summary);
        expect(operation.tags, name).toEqual([endpoint.path.split('/')[2]]);
        expect(operation.security !== undefined, name).toBe(endpoint.auth !== 'none');
      }
    }
  });

  it('serves the docs UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
