import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  /** hits counted in the current window, this one included */
  count: number;
  /** ms until the window resets */
  retryAfterMs: number;
}

/**
 * Fixed-window counters keyed by a string (e.g. `login:acct:tenant5:ali@x.com`). In-process by
 * default; shared through Redis when REDIS_URL is set, so several API instances count together.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** forget a key (e.g. after a successful login) */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const sweep = (t: number) => {
    if (t - lastSweep < 60_000 && windows.size < 50_000) return;
    lastSweep = t;
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  };
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      sweep(t);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, count: w.count, retryAfterMs: w.resetAt - t };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

export function createRedisRateLimiter(redis: Redis, prefix = 'dars:rl:'): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return { allowed: count <= limit, count, retryAfterMs: ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {},
  };
}
