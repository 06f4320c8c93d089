import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointDefinition } from './endpoints.ts';
import { ENDPOINT_ROUTES, pathParamNames, type EndpointRoute } from './endpoint-paths.ts';

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

  it('does not import zod', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('./endpoint-paths.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod['"]/);
    expect(source).not.toMatch(/^import (?!type)/m);
  });
});
