import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { requestNeedsTenant } from './tenant.ts';
import { addressOf } from '../rate-limit/guards.ts';
import { refusal } from '../rate-limit/limiter.ts';

/**
 * The per-address ceiling on every API request (health checks, the docs and static files are
 * exempt). Callback-style: it runs on every request.
 */
async function globalRateLimit(app: FastifyInstance) {
  const limiter = app.limits.global;
  app.addHook('onRequest', (request, reply, done) => {
    if (!requestNeedsTenant(request)) return done();
    limiter.consume(addressOf(request)).then(
      () => done(),
      (error: unknown) => {
        try {
          const res = refusal(error);
          reply.header('Retry-After', String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))));
          done(new AppError(429, 'rate_limited', SERVER_MESSAGES.tooManyRequests));
        } catch (storeError) {
          done(storeError as Error);
        }
      },
    );
  });
}

export default fp(globalRateLimit, { name: 'dars-global-rate-limit', dependencies: ['dars-db'] });
