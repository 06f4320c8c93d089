import { ENDPOINT_ROUTES, type EndpointRoute } from '@dars/core/contract/routes';
import type { CallArgs, StudentEndpointName } from './client.ts';

import { STUDENT_PREFIX } from './student-data.ts';

export { STUDENT_PREFIX };

function withoutEmpty(args: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== undefined && value !== null),
  );
}

/**
 * The TanStack Query key of an endpoint's answer: `[name, args]`, under STUDENT_PREFIX when the
 * endpoint needs a signed-in caller or answers about whoever is signed in. Without `args` it is the
 * prefix of every key of that endpoint.
 */
export function queryKeyOf<N extends StudentEndpointName>(name: N, args?: CallArgs<N>): readonly unknown[] {
  const route: EndpointRoute = ENDPOINT_ROUTES[name];
  const perStudent = route.auth !== 'none' || route.answersPerCaller === true;
  const scope = perStudent ? [STUDENT_PREFIX] : [];
  return args === undefined ? [...scope, name] : [...scope, name, withoutEmpty(args as object)];
}
