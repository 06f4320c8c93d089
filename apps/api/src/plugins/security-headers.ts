import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmetMiddleware, { type HelmetOptions } from 'helmet';

// the helmet that @fastify/helmet wraps (one copy in the lockfile); test/perf-security-headers.test.ts
// proves the recorded headers are exactly what @fastify/helmet would set
const helmet = helmetMiddleware as unknown as (
  options?: Readonly<HelmetOptions>,
) => (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** One step helmet takes on a response: set a header, or remove it (`value` null). */
export interface HeaderStep {
  name: string;
  value: string | null;
}

/**
 * Runs helmet once against a recording response and returns what it does to every response.
 * Only valid while no CSP directive is a function (those are computed per request).
 */
export function helmetHeaderSteps(options: HelmetOptions): HeaderStep[] {
  const directives =
    typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : undefined;
  for (const [name, value] of Object.entries(directives ?? {})) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'function')) {
      throw new Error(`CSP directive ${name} is computed per request: its headers cannot be precomputed`);
    }
  }
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a non-string value`);
      steps.push({ name, value });
    },
    removeHeader(name: string) {
      steps.push({ name, value: null });
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return steps;
}

/**
 * The headers of helmet (with these options) on every response, the same names, values and order
 * @fastify/helmet gives, but computed once at start-up: @fastify/helmet rebuilds helmet's whole
 * middleware chain (CSP parsing included) for each request. A route may still pass `helmet: false`
 * (no headers) or its own helmet options (merged over these), as with @fastify/helmet.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
  const globalSteps = helmetHeaderSteps(options);
  const stepsKey = Symbol('helmet header steps');

  app.addHook('onRoute', (route) => {
    const routeHelmet = (route as { helmet?: unknown }).helmet;
    if (routeHelmet === undefined) return;
    let steps: HeaderStep[];
    if (routeHelmet === false) steps = [];
    else if (typeof routeHelmet === 'object' && routeHelmet !== null)
      steps = helmetHeaderSteps(Object.assign({}, options, routeHelmet) as HelmetOptions);
    else throw new Error('Unknown value for route helmet configuration');
    route.config = Object.assign(route.config ?? Object.create(null), { [stepsKey]: steps });
  });

  const applySecurityHeaders: onRequestHookHandler = (request, reply, done) => {
    const config = request.routeOptions.config as { [stepsKey]?: HeaderStep[] } | undefined;
    const steps = config?.[stepsKey] ?? globalSteps;
    const res = reply.raw;
    for (const step of steps) {
      if (step.value === null) res.removeHeader(step.name);
      else res.setHeader(step.name, step.value);
    }
    done();
  };
  app.addHook('onRequest', applySecurityHeaders);
}

export default fp(securityHeadersPlugin, { name: 'dars-security-headers' });
