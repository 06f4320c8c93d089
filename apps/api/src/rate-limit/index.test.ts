import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './index.ts';

describe('memory rate limiter', () => {
  it('counts hits in a fixed window and refuses past the limit', async () => {
    let now = 1_000;
    const limiter = createMemoryRateLimiter(() => now);
    expect(await limiter.hit('k', 2, 60_000)).toEqual({ allowed: true, count: 1, retryAfterMs: 60_000 });
    expect((await limiter.hit('k', 2, 60_000)).allowed).toBe(true);
    now += 10_000;
    expect(await limiter.hit('k', 2, 60_000)).toEqual({ allowed: false, count: 3, retryAfterMs: 50_000 });
    expect((await limiter.hit('other', 2, 60_000)).allowed).toBe(true);
    now += 50_000;
    expect(await limiter.hit('k', 2, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('forgets a key on reset', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.hit('k', 1, 60_000);
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))('redis rate limiter (TEST_REDIS_URL)', () => {
  let redis: Redis;
  let limiter: RateLimiter;
  const prefix = `dars:test:${process.pid}:${Date.now()}:`;
  beforeAll(async () => {
    redis = new Redis(redisUrl!);
    limiter = createRedisRateLimiter(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('shares counts between limiters on the same Redis (several API instances)', async () => {
    const second = createRedisRateLimiter(redis, prefix);
    expect((await limiter.hit('login', 3, 60_000)).count).toBe(1);
    expect((await second.hit('login', 3, 60_000)).count).toBe(2);
    expect((await limiter.hit('login', 3, 60_000)).allowed).toBe(true);
    const over = await second.hit('login', 3, 60_000);
    expect(over.allowed).toBe(false);
    expect(over.retryAfterMs).toBeGreaterThan(0);
    expect(over.retryAfterMs).toBeLessThanOrEqual(60_000);
    await limiter.reset('login');
    expect((await second.hit('login', 3, 60_000)).count).toBe(1);
  });

  it('expires the window', async () => {
    await limiter.hit('short', 1, 50);
    expect((await limiter.hit('short', 1, 50)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await limiter.hit('short', 1, 50)).allowed).toBe(true);
  });
});
