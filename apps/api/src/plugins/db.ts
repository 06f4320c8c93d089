import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { DbHandle } from '../db/connect.ts';
import type { Mailer } from '../mail/index.ts';
import type { RateLimiter } from '../rate-limit/index.ts';

export interface CoreDecorations {
  config: AppConfig;
  dbHandle: DbHandle;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  now: () => Date;
}

/** Decorates the instance with what every later plugin and route uses. */
async function dbPlugin(app: FastifyInstance, options: CoreDecorations) {
  app.decorate('config', options.config);
  app.decorate('dbHandle', options.dbHandle);
  app.decorate('mailer', options.mailer);
  app.decorate('rateLimiter', options.rateLimiter);
  app.decorate('now', options.now);
}

export default fp(dbPlugin, { name: 'dars-db' });
