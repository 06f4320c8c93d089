import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeBatch } from '../src/domain/codes/index.ts';
import { authHeaders, createTestApp, createUser, login, type TestApp } from './harness.ts';
import { importTestCourse, tenantCtx } from './codes-fixtures.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))('redemption limits on Redis (TEST_REDIS_URL)', () => {
  let redis: Redis;
  let a: TestApp;
  let b: TestApp;
  const prefix = `dars-test:${crypto.randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    redis = new Redis(redisUrl!);
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.quit();
  });

  it('two API instances count the failures of one student together; the 11th attempt is 429', async () => {
    // both databases hold the same student id: the tenant and student key the counter
    const course = await importTestCourse(a.db, a.tenantId);
    const user = await createUser(a.db);
    await b.db
      .insertInto('users')
      .values(await a.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow())
      .execute();
    const sessions = [
      { t: a, token: (await login(a.app, user)).token },
      { t: b, token: (await login(b.app, { ...user, deviceId: 'second-device' })).token },
    ];
    const redeem = (i: number, code: string) => {
      const { t, token } = sessions[i % 2]!;
      return t.app.inject({
        method: 'POST',
        url: `/api/Student/add-course-by-code?Code=${code}&StudentId=${user.id}`,
        headers: authHeaders(token, t.tenantId, i % 2 === 0 ? 'device-test-1' : 'second-device'),
        remoteAddress: `10.9.${crypto.randomInt(250)}.${crypto.randomInt(250)}`,
      });
    };
    for (let i = 0; i < 10; i++) expect((await redeem(i, `WRONG-CODE-${i}XYZ`)).statusCode).toBe(400);
    const [code] = (
      await createCodeBatch(tenantCtx(a.db, a.tenantId), {
        kind: 'course',
        targetId: course.courseId,
        count: 1,
        codeHashKey: a.config.codeHashKey,
      })
    ).codes;
    expect((await redeem(0, code!)).statusCode).toBe(429);
    expect((await redeem(1, code!)).statusCode).toBe(429);
    const key = `${prefix}rl:redeem-student:${a.tenantId}:${user.id}`;
    // ten failures and the two refused attempts, in one counter that expires with its window
    expect(Number(await redis.get(key))).toBe(12);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });
});
