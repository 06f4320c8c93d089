import {
  endpoints,
  responseSchemas,
  servedPaths,
  type EndpointDefinition,
  type EndpointName,
  type EndpointResponse,
  type Endpoints,
} from '@dars/core/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Caller } from '../context.ts';
import { unauthorized } from '../errors.ts';

/** The success envelope every answer of ours uses: `{ success: true, message, data }`. */
export const ok = <T>(message: string, data: T) => ({ success: true as const, message, data });

/** The success envelope of an action that answers no data. */
export const done = (message: string) => ok(message, null);

type Parsed<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : unknown;
/** A multipart body is read part by part by its handler, not parsed by the schema. */
type ParsedBodyOf<E> = E extends { bodyEncoding: 'multipart' } ? unknown : Parsed<E, 'body'>;

/** A request whose query, params and body are what the endpoint's schemas produced. */
export type EndpointRequest<N extends EndpointName> = FastifyRequest<{
  Querystring: Parsed<Endpoints[N], 'query'>;
  Params: Parsed<Endpoints[N], 'params'>;
  Body: ParsedBodyOf<Endpoints[N]>;
}>;

/** The 200 body, or the reply itself when the handler sent the answer by hand. */
type Answer<N extends EndpointName> = EndpointResponse<N> | FastifyReply;

/** Signed-in endpoints get the caller as a third argument; it is never null there. */
export type EndpointHandler<N extends EndpointName> = Endpoints[N]['auth'] extends 'none'
  ? (request: EndpointRequest<N>, reply: FastifyReply) => Promise<Answer<N>>
  : (request: EndpointRequest<N>, reply: FastifyReply, caller: Caller) => Promise<Answer<N>>;

export interface EndpointRouteOptions {
  /** Run after the auth check, in order (e.g. rate-limit guards). */
  preHandler?: preHandlerAsyncHookHandler[];
  /** A body limit other than the app's JSON limit. */
  bodyLimit?: number;
  /**
   * For hot read answers that domain functions build field by field (so nothing stray can leak):
   * plain JSON.stringify instead of re-validating the answer through its zod schema, which costs
   * more than the database reads on an 80-lesson course tree. The schema still documents the
   * answer. Never for answers that carry quiz content (their schema strips stray correctness):
   * an endpoint that answers either passes a test that trusts only the other kind.
   */
  trustedSerializer?: boolean | ((answer: unknown) => boolean);
}

type SerializerCompiler = NonNullable<RouteOptions['serializerCompiler']>;

export function trustedJsonSerializer(trusted: true | ((answer: unknown) => boolean)): SerializerCompiler {
  if (trusted === true) return () => (data: unknown) => JSON.stringify(data);
  return (routeSchema) => {
    const checked = zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
    return (data: unknown) => (trusted(data) ? JSON.stringify(data) : checked(data));
  };
}

/** The OpenAPI tag: the original's controller name, the path segment after `/api`. */
export function tagOf(endpoint: EndpointDefinition): string {
  return endpoint.path.split('/')[2] ?? 'API';
}

function guardOf(app: FastifyInstance, endpoint: EndpointDefinition): preHandlerAsyncHookHandler | null {
  switch (endpoint.auth) {
    case 'admin':
      return app.requireAdmin;
    case 'staff':
      return app.requireStaff;
    case 'student':
      return app.requireAuth;
    case 'none':
      return null;
  }
}

function signedInCaller(request: FastifyRequest): Caller {
  // the endpoint's guard ran first and set it; checked once more so the type is honest
  if (!request.caller) throw unauthorized();
  return request.caller;
}

function schemaOf(endpoint: EndpointDefinition): FastifySchema {
  const multipart = endpoint.bodyEncoding === 'multipart';
  return {
    summary: endpoint.summary,
    tags: [tagOf(endpoint)],
    ...(endpoint.auth === 'none' ? {} : { security: [{ bearer: [] }] }),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.body && !multipart ? { body: endpoint.body } : {}),
    ...(multipart ? { consumes: ['multipart/form-data', 'application/json'] } : {}),
    response: responseSchemas(endpoint),
  };
}

/**
 * Registers one endpoint of the contract table on every path it is served on: method, path and
 * aliases, auth (its guard before any extra preHandler), request and response
 * schemas, summary and tag. Nothing here runs per request beyond what the route itself needs.
 */
export function registerEndpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: EndpointHandler<N>,
  options: EndpointRouteOptions = {},
): void {
  const endpoint: EndpointDefinition = endpoints[name];
  const guard = guardOf(app, endpoint);
  // console endpoints check the caller before the body is even read (uploads, imports); the
  // student side keeps its guard first among the preHandlers
  const guardFirst = endpoint.auth === 'staff' || endpoint.auth === 'admin';
  const preHandler = [...(guard && !guardFirst ? [guard] : []), ...(options.preHandler ?? [])];
  const run = handler as (request: FastifyRequest, reply: FastifyReply, caller?: Caller) => Promise<unknown>;
  // public handlers are registered as they are; signed-in ones get the caller as a third argument
  const routeHandler: RouteOptions['handler'] = guard
    ? (request, reply) => run(request, reply, signedInCaller(request))
    : run;
  const schema = schemaOf(endpoint);
  for (const url of servedPaths(endpoint)) {
    app.route({
      method: endpoint.method,
      url,
      schema,
      handler: routeHandler,
      ...(guard && guardFirst ? { onRequest: [guard] } : {}),
      ...(preHandler.length ? { preHandler } : {}),
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(options.trustedSerializer
        ? { serializerCompiler: trustedJsonSerializer(options.trustedSerializer) }
        : {}),
    });
  }
}
