import type { FastifyInstance } from 'fastify';
import {
  createAttemptLimiter,
  createRedisAttemptLimiter,
  type AttemptLimiter,
} from '../../domain/codes/index.ts';

const limiters = new WeakMap<object, Promise<AttemptLimiter>>();

/**
 * The app's one limiter of failed code redemptions, shared by course and unit codes: on Redis when
 * REDIS_URL is set (instances count together), else in-process. Keyed by `app.dbHandle`, the same
 * object in every route plugin of one app.
 */
export function redemptionLimiterOf(app: FastifyInstance): Promise<AttemptLimiter> {
  let limiter = limiters.get(app.dbHandle);
  if (!limiter) {
    limiter = createLimiter(app);
    limiters.set(app.dbHandle, limiter);
  }
  return limiter;
}

async function createLimiter(app: FastifyInstance): Promise<AttemptLimiter> {
  const url = app.config.redisUrl;
  if (!url) return createAttemptLimiter();
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true });
  redis.on('error', () => undefined); // reported per call below; never crash the process
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return createRedisAttemptLimiter(redis, {
    onError: (error) => app.log.warn({ err: error }, 'redemption limiter: Redis failed, counting in-process'),
  });
}
