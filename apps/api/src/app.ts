import crypto from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppCaches } from './cache/app-caches.ts';
import { listenForContentChanges, redisAnnouncer } from './cache/content-changes.ts';
import { AfterResponse } from './mail/after-response.ts';
import type { AppConfig, TrustProxy } from './config.ts';
import type { DbHandle } from './db/connect.ts';
import { createMailer, type Mailer } from './mail/index.ts';
import authPlugin from './plugins/auth.ts';
import controlCharactersPlugin from './plugins/control-characters.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin, { envelope, notFoundMessage } from './plugins/errors.ts';
import externalPlugins, { HSTS_HEADER } from './plugins/external.ts';
import lessonMediaPlugin from './plugins/lesson-media.ts';
import sweepsPlugin from './plugins/sweeps.ts';
import metricsPlugin from './plugins/metrics.ts';
import swaggerPlugin, { registerSwaggerUi } from './plugins/swagger.ts';
import tenantPlugin from './plugins/tenant.ts';
import pagesPlugin from './ssr/pages-plugin.ts';
import { createAppLimits, DEFAULT_WINDOWS, type LimitWindows } from './rate-limit/limits.ts';
import { routePlugins } from './routes/index.ts';
import { backgroundJobs } from './background-jobs.ts';
import { logFormat } from './log-format.ts';
import type { JobDefinition } from './jobs/define.ts';
import { createJobRunner } from './jobs/runner.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  dbHandle: DbHandle;
  /** pino options, `false`/`true`, or a ready logger instance */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** the clock every domain function sees (tests move it) */
  now?: () => Date;
  /** defaults: SMTP when configured, else the DATA_DIR outbox */
  mailer?: Mailer;
  /** rate-limit window lengths (tests shorten them) */
  limitWindows?: LimitWindows;
  /** sees every route as it is registered (the route/table parity test) */
  onRoute?: (route: RouteOptions) => void;
  /** the kinds of background job this app runs (default: src/background-jobs.ts) */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition has its own payload type
  jobs?: ReadonlyArray<JobDefinition<any>>;
}

function isLoggerInstance(value: unknown): value is FastifyBaseLogger {
  return (
    typeof value === 'object' && value !== null && typeof (value as FastifyBaseLogger).child === 'function'
  );
}

/**
 * The whole HTTP application, not yet listening. Plugin order is fixed:
 * external (helmet, cors, cookie, global rate limit, multipart, static) → app (db, tenant, auth, errors)
 * → OpenAPI collector → routes → docs UI. The caller owns `dbHandle` and closes it.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, dbHandle } = options;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? {
    level: config.logLevel,
    serializers: { req: serializeRequest },
    ...logFormat(Boolean(process.stdout.isTTY)),
  };

  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // the original (ASP.NET) matches paths case-insensitively; clients rely on it
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 200 },
    return503OnClosing: true,
    // every line logged for a request carries reqId: the proxy's X-Request-Id when it sends a sane
    // one, else a fresh UUID (decided here, before the request's logger exists); answered back in
    // X-Request-Id
    requestIdHeader: false,
    genReqId: requestIdOf,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // every answer carries its request id and, over HTTPS, HSTS (request.protocol follows
  // TRUST_PROXY: behind a TLS proxy it is the client's protocol); one hook, as it runs on every request
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_HEADER);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
  const limits = createAppLimits(
    { redis, prefix: config.redisKeyPrefix },
    config.rateLimits,
    options.limitWindows ?? DEFAULT_WINDOWS,
  );
  const mailer = options.mailer ?? (await createMailer(config, app.log, now));
  // content changes made on any instance reach this one's caches (Redis pub/sub)
  const caches = new AppCaches(
    redis ? { announce: redisAnnouncer(redis, config.redisKeyPrefix, app.log) } : {},
  );
  const contentChanges = redis
    ? listenForContentChanges(redis, config.redisKeyPrefix, caches, app.log)
    : null;
  await contentChanges?.ready;
  const afterResponse = new AfterResponse(app.log);
  app.decorate('afterResponse', afterResponse);
  // never started in the server: main.ts runs the jobs in their own process (jobs/jobs-process.ts); tests
  // call app.jobs.runDue() on this one, with the test's clock
  const jobs = createJobRunner({
    db: dbHandle.db,
    config,
    log: app.log,
    now,
    definitions: options.jobs ?? backgroundJobs,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await afterResponse.idle();
    await mailer.close();
    await contentChanges?.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  await app.register(dbPlugin, { config, dbHandle, mailer, redis, limits, caches, now });
  await app.register(metricsPlugin);
  await app.register(externalPlugins);
  await app.register(tenantPlugin, { now });
  await app.register(authPlugin, { now });
  await app.register(errorsPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(lessonMediaPlugin);
  await app.register(sweepsPlugin);
  if (app.webIndexAvailable) await app.register(pagesPlugin, { now });

  app.setNotFoundHandler((request, reply) => {
    const spaPath =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.toLowerCase().startsWith('/api');
    const fileArea = request.url.startsWith('/media/') || request.url.startsWith('/uploads/');
    if (spaPath && app.webIndexAvailable && !fileArea) {
      return app.sendWebPage(request, reply);
    }
    return reply.code(404).send(envelope('route_not_found', notFoundMessage(request.method, request.url)));
  });

  await app.register(swaggerPlugin);
  for (const route of routePlugins) {
    const plugin = await route.load();
    await app.register(plugin.default);
  }
  await registerSwaggerUi(app);

  return app;
}

const SANE_REQUEST_ID = /^[\w.:-]{1,100}$/;

/** The proxy's X-Request-Id when it is a sane token (one header, 1–100 of [A-Za-z0-9_.:-]), else a UUID. */
function requestIdOf(raw: { headers: Record<string, string | string[] | undefined> }): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** A hop count becomes "trust the nearest N hops" (what Fastify does with a number, typed as a function). */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

const SECRET_QUERY = /([?&](?:otp|code|password|token)=)[^&#]*/gi;

/** One-time codes and course/unit codes travel in query strings: keep them out of the logs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * The app's Redis client (rate-limit counters, content-change announcements; a duplicate listens
 * for the other instances' announcements). A connection error is logged, never thrown:
 * the limiters fall back to counting in-process meanwhile.
 */
async function connectRedis(url: string, log: FastifyBaseLogger) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true });
  redis.on('error', (error) => log.warn({ err: error }, 'Redis connection error'));
  await redis.connect();
  return redis;
}
