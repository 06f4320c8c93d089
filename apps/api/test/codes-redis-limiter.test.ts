import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeBatch, createRedisAttemptLimiter } from '../src/domain/codes/index.ts';
import { authHeaders, createTestApp, createUser, login, type TestApp } from './harness.ts';
import { importTestCourse, tenantCtx } from './codes-fixtures.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))('redemption limiter on Redis (TEST_REDIS_URL)', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(() => redis?.quit());

  it('two limiters (two API instances) count the same failures', async () => {
    const prefix = `dars:test:${crypto.randomBytes(4).toString('hex')}:`;
    const a = createRedisAttemptLimiter(redis, { prefix, windowMs: 60_000 });
    const b = createRedisAttemptLimiter(redis, { prefix, windowMs: 60_000 });
    const keys = [
      { key: 'student:s1', maxFailures: 4 },
      { key: 'ip:1', maxFailures: 100 },
    ];
    await a.recordFailure(keys);
    await b.recordFailure(keys);
    await a.recordFailure(keys);
    expect(await b.isBlocked(keys)).toBe(false);
    await b.recordFailure(keys);
    expect(await a.isBlocked(keys)).toBe(true);
    expect(await b.isBlocked(keys)).toBe(true);
    expect(await a.isBlocked([{ key: 'student:s2', maxFailures: 4 }])).toBe(false);
    expect(await redis.pttl(`${prefix}student:s1`)).toBeGreaterThan(0);
  });

  it('falls back to counting in-process when Redis is unreachable', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    dead.on('error', () => undefined);
    const errors: unknown[] = [];
    const limiter = createRedisAttemptLimiter(dead, { onError: (e) => errors.push(e) });
    const keys = [{ key: 'k', maxFailures: 2 }];
    await limiter.recordFailure(keys);
    await limiter.recordFailure(keys);
    expect(await limiter.isBlocked(keys)).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
    dead.disconnect();
  });

  describe('through the API with REDIS_URL set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { REDIS_URL: redisUrl! } });
    });
    afterAll(() => t?.close());

    it('the 11th failed redemption of a student is refused with 429', async () => {
      const course = await importTestCourse(t.db, t.tenantId);
      const user = await createUser(t.db);
      const { token } = await login(t.app, user);
      const redeem = (code: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/Student/add-course-by-code?Code=${code}&StudentId=${user.id}`,
          headers: authHeaders(token),
          remoteAddress: `10.9.${crypto.randomInt(250)}.${crypto.randomInt(250)}`,
        });
      for (let i = 0; i < 10; i++) expect((await redeem(`WRONG-CODE-${i}XYZ`)).statusCode).toBe(400);
      const [code] = (
        await createCodeBatch(tenantCtx(t.db, t.tenantId), {
          kind: 'course',
          targetId: course.courseId,
          count: 1,
          codeHashKey: t.config.codeHashKey,
        })
      ).codes;
      expect((await redeem(code!)).statusCode).toBe(429);
      expect(Number(await redis.get(`dars:redeem:student:${t.tenantId}:${user.id}`))).toBe(10);
    });
  });
});
