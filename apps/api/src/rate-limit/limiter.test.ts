import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimiter, refusal, type LimiterStore } from './limiter.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const stores: Array<[string, () => LimiterStore]> = [['memory', () => ({ redis: null, prefix: 'm:' })]];
let redis: Redis | undefined;
// one unique prefix per run on the shared Redis; keys expire with their windows (nothing is flushed)
const redisPrefix = `dars-test:${process.pid}:${crypto.randomBytes(4).toString('hex')}:`;
if (redisUrl) stores.push(['redis', () => ({ redis: redis!, prefix: redisPrefix })]);

beforeAll(() => {
  if (redisUrl) redis = new Redis(redisUrl);
});
afterAll(async () => {
  await redis?.quit();
});

const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'passed' as const,
    (error: unknown) => (refusal(error), 'refused' as const),
  );

describe.each(stores)('limiter on %s', (_name, store) => {
  it('passes the allowance, refuses past it with the wait, and frees the key after the window', async () => {
    const limiter = createLimiter(store(), { name: `w-${crypto.randomUUID()}`, points: 2, seconds: 1 });
    await limiter.consume('k');
    await limiter.consume('k');
    const refused = refusal(await limiter.consume('k').catch((error: unknown) => error));
    expect(refused.consumedPoints).toBe(3);
    expect(refused.msBeforeNext).toBeGreaterThan(0);
    expect(refused.msBeforeNext).toBeLessThanOrEqual(1000);
    expect(await outcomeOf(limiter.consume('other'))).toBe('passed');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await outcomeOf(limiter.consume('k'))).toBe('passed');
  });

  it('is atomic: of 200 concurrent hits on one key exactly the allowance passes', async () => {
    const limiter = createLimiter(store(), { name: `c-${crypto.randomUUID()}`, points: 10, seconds: 600 });
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () => outcomeOf(limiter.consume('student'))),
    );
    expect(outcomes.filter((o) => o === 'passed')).toHaveLength(10);
  });

  it('two limiters of one name on one store count together (two instances share Redis)', async () => {
    const name = `s-${crypto.randomUUID()}`;
    const a = createLimiter(store(), { name, points: 3, seconds: 60 });
    const b = createLimiter(store(), { name, points: 3, seconds: 60 });
    await a.consume('login');
    await b.consume('login');
    await a.consume('login');
    const shared = store().redis !== null;
    expect(await outcomeOf(b.consume('login'))).toBe(shared ? 'refused' : 'passed');
  });

  it('reward gives one hit back and delete forgets the key', async () => {
    const limiter = createLimiter(store(), { name: `r-${crypto.randomUUID()}`, points: 1, seconds: 60 });
    await limiter.consume('k');
    await limiter.reward('k');
    await limiter.consume('k');
    expect(await outcomeOf(limiter.consume('k'))).toBe('refused');
    await limiter.delete('k');
    expect(await outcomeOf(limiter.consume('k'))).toBe('passed');
  });
});

describe('limiter on an unreachable Redis', () => {
  it('counts in-process with the same allowance instead of failing', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    dead.on('error', () => undefined);
    const limiter = createLimiter({ redis: dead, prefix: 'x:' }, { name: 'dead', points: 2, seconds: 60 });
    expect(await outcomeOf(limiter.consume('k'))).toBe('passed');
    expect(await outcomeOf(limiter.consume('k'))).toBe('passed');
    expect(await outcomeOf(limiter.consume('k'))).toBe('refused');
    dead.disconnect();
  });
});
