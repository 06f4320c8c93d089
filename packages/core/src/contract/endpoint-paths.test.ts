import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointDefinition } from './endpoints.ts';
import { ENDPOINT_ROUTES as STUDENT_ROUTES, pathParamNames, type EndpointRoute } from './endpoint-paths.ts';
import { TEACHER_ENDPOINT_ROUTES } from './teacher/paths.ts';

const ENDPOINT_ROUTES = { ...STUDENT_ROUTES, ...TEACHER_ENDPOINT_ROUTES };

/** What the plain-data table must say for an entry of the schema table. */
function routeOf(endpoint: EndpointDefinition): EndpointRoute {
  return {
    method: endpoint.method,
    path: endpoint.path,
    ...(endpoint.aliases ? { aliases: endpoint.aliases } : {}),
    auth: endpoint.auth,
    ...(endpoint.answersPerCaller ? { answersPerCaller: true } : {}),
    ...(endpoint.body ? { body: endpoint.bodyEncoding === 'multipart' ? 'multipart' : 'json' } : {}),
  };
}

describe('the plain endpoint table agrees with the schema table', () => {
  it('has the same endpoint names', () => {
    expect(Object.keys(ENDPOINT_ROUTES).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.entries(endpoints))(
    '%s: method, path, aliases, auth and body encoding',
    (name, endpoint) => {
      expect(ENDPOINT_ROUTES[name as keyof typeof ENDPOINT_ROUTES]).toEqual(routeOf(endpoint));
    },
  );

  it.each(Object.entries(endpoints as Record<string, EndpointDefinition>))(
    '%s: path parameters are the params schema keys',
    (_name, endpoint) => {
      const schemaKeys =
        endpoint.params && 'shape' in endpoint.params ? Object.keys(endpoint.params.shape as object) : [];
      expect(pathParamNames(endpoint.path).sort()).toEqual(schemaKeys.sort());
    },
  );

  it('keeps the console out of the student table and every console path under /api/teacher/', () => {
    for (const name of Object.keys(TEACHER_ENDPOINT_ROUTES)) expect(STUDENT_ROUTES).not.toHaveProperty(name);
    for (const route of Object.values(TEACHER_ENDPOINT_ROUTES))
      expect(route.path).toMatch(/^\/api\/teacher\//);
  });

  it('does not import zod', async () => {
    const { readFile, readdir } = await import('node:fs/promises');
    const source = await readFile(new URL('./endpoint-paths.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod['"]/);
    expect(source).not.toMatch(/^import (?!type)/m);
    const teacherDir = new URL('./teacher/', import.meta.url);
    for (const file of await readdir(teacherDir)) {
      if (file !== 'paths.ts' && !file.endsWith('-paths.ts')) continue;
      const plain = await readFile(new URL(file, teacherDir), 'utf8');
      expect(plain, file).not.toMatch(/from ['"]zod['"]/);
      expect(plain, file).not.toMatch(/from ['"]\.\/(?!.*-paths\.ts)/);
    }
  });
});
