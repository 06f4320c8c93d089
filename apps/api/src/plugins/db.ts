import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppCaches } from '../cache/app-caches.ts';
import type { AppConfig } from '../config.ts';
import type { DbHandle } from '../db/connect.ts';
import type { Mailer } from '../mail/index.ts';
import type { Redis } from 'ioredis';
import type { AppLimits } from '../rate-limit/limits.ts';

export interface CoreDecorations {
  config: AppConfig;
  dbHandle: DbHandle;
  mailer: Mailer;
  redis: Redis | null;
  limits: AppLimits;
  caches: AppCaches;
  now: () => Date;
}

/** Decorates the instance with what every later plugin and route uses. */
async function dbPlugin(app: FastifyInstance, options: CoreDecorations) {
  app.decorate('config', options.config);
  app.decorate('dbHandle', options.dbHandle);
  app.decorate('mailer', options.mailer);
  app.decorate('redis', options.redis);
  app.decorate('limits', options.limits);
  app.decorate('caches', options.caches);
  app.decorate('now', options.now);
}

export default fp(dbPlugin, { name: 'dars-db' });
