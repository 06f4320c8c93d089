import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointDefinition } from './endpoints.ts';
import { ENDPOINT_ROUTES as STUDENT_ROUTES, pathParamNames, type EndpointRoute } from './routes.ts';
import { TEACHER_ENDPOINT_ROUTES } from './teacher/routes.ts';

const ENDPOINT_ROUTES = { ...STUDENT_ROUTES, ...TEACHER_ENDPOINT_ROUTES };

/** The route fields of an entry of the schema table, which it takes from the route table. */
function routeOf(endpoint: EndpointDefinition): EndpointRoute {
  return {
    method: endpoint.method,
    path: endpoint.path,
    ...(endpoint.aliases ? { aliases: endpoint.aliases } : {}),
    auth: endpoint.auth,
    ...(endpoint.answersPerCaller ? { answersPerCaller: true } : {}),
    ...(endpoint.bodyEncoding ? { bodyEncoding: endpoint.bodyEncoding } : {}),
  };
}

describe('the schema table extends the route table', () => {
  it('has the same endpoint names', () => {
    expect(Object.keys(ENDPOINT_ROUTES).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.entries(endpoints))(
    "%s: method, path, aliases, auth and body encoding are its route's",
    (name, endpoint) => {
      expect(ENDPOINT_ROUTES[name as keyof typeof ENDPOINT_ROUTES]).toEqual(routeOf(endpoint));
    },
  );

  it.each(Object.entries(endpoints as Record<string, EndpointDefinition>))(
    '%s: a body schema exactly when the route says how the body travels',
    (_name, endpoint) => {
      expect(endpoint.body !== undefined).toBe(endpoint.bodyEncoding !== undefined);
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
    for (const file of ['./routes.ts', './teacher/routes.ts']) {
      const source = await readFile(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/from ['"]zod['"]/);
      expect(source, file).not.toMatch(/^import (?!type)/m);
    }
    // no second, plain copy of a route next to the schema files
    const teacherFiles = await readdir(new URL('./teacher/', import.meta.url));
    expect(teacherFiles.filter((file) => file.endsWith('-paths.ts'))).toEqual([]);
  });
});
