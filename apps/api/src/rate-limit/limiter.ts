import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Where counters live: the app's one Redis client (shared by every instance), else this process. */
export interface LimiterStore {
  redis: Redis | null;
  /** prefix of every key, e.g. `dars:` */
  prefix: string;
}

export interface WindowLimit {
  /** names the counter in its keys, e.g. `login-ip` */
  name: string;
  /** hits allowed per window */
  points: number;
  /** window length in seconds */
  seconds: number;
}

/**
 * One counter family. Consuming is one atomic increment (a Lua script on Redis, a synchronous
 * update in memory) whose answer says whether this hit is within the allowance, so concurrent
 * requests can never all see "not yet over". On Redis, a store error falls back to an in-memory
 * limiter of the same allowance rather than refusing or admitting everything.
 */
export function createLimiter(store: LimiterStore, limit: WindowLimit): RateLimiterAbstract {
  const options = {
    keyPrefix: `${store.prefix}rl:${limit.name}`,
    points: limit.points,
    duration: limit.seconds,
  };
  if (!store.redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: store.redis,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** The limiter's answer for a refused hit, or rethrows a store error that had no fallback. */
export function refusal(error: unknown): RateLimiterRes {
  if (error instanceof RateLimiterRes) return error;
  throw error;
}
