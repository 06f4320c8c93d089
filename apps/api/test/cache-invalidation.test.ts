/**
 * A content change drops cached entries (here, and on the other instances through Redis) while
 * requests are waiting for those caches to load: none of those requests may fail.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, TENANT_ID, type TestApp } from './harness.ts';

const READS = ['/api/AdminStudent/CourseActive', '/api/Contact/getAll', '/api/Tenant/profile'];

/** Each read's answer when nothing changes. */
async function quietAnswers(t: TestApp) {
  const answers = await Promise.all(
    READS.map((url) => t.app.inject({ method: 'GET', url, headers: { 'x-tenant-id': TENANT_ID } })),
  );
  return new Set(answers.map((r, i) => `${READS[i]} ${r.statusCode}`));
}

/** `reads` catalogue reads in waves while `invalidate` runs between and inside them. */
async function readWhileInvalidating(t: TestApp, invalidate: () => Promise<void>, reads = 600) {
  const statuses: string[] = [];
  for (let wave = 0; wave < reads / 30; wave++) {
    const requests = Array.from({ length: 30 }, (_, i) =>
      t.app.inject({ method: 'GET', url: READS[i % READS.length]!, headers: { 'x-tenant-id': TENANT_ID } }),
    );
    const changes = [invalidate(), new Promise((r) => setImmediate(r)).then(invalidate)];
    const answers = await Promise.all(requests);
    await Promise.all(changes);
    statuses.push(...answers.map((r, i) => `${READS[i % READS.length]} ${r.statusCode}`));
  }
  return statuses;
}

describe.each(engines())('%s: reads while content changes', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t?.close());

  it('a change on this instance never fails a reader', async () => {
    const statuses = await readWhileInvalidating(t, () => t.app.caches.contentChanged(TENANT_ID));
    expect(statuses.filter((s) => / 5\d\d$/.test(s))).toEqual([]);
    expect(new Set(statuses)).toEqual(await quietAnswers(t));
  });
});

describe.runIf(Boolean(process.env.TEST_REDIS_URL)).each(engines())(
  '%s with Redis: changes announced by another instance',
  (engine) => {
    let t: TestApp;
    let publisher: Redis;
    beforeAll(async () => {
      t = await createTestApp({ engine, env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
      publisher = new Redis(process.env.TEST_REDIS_URL!);
      // the app's subscriber is listening once an announcement reaches it
      const channel = `${t.config.redisKeyPrefix}content-changed`;
      const seen = new Promise<void>((resolve) => t.app.caches.onForget(() => resolve()));
      const timer = setInterval(
        () => void publisher.publish(channel, JSON.stringify({ tenantId: TENANT_ID, from: 'other' })),
        20,
      );
      await seen;
      clearInterval(timer);
    });
    afterAll(async () => {
      publisher?.disconnect();
      await t?.close();
    });

    it('an announcement arriving while readers wait never fails them', async () => {
      const channel = `${t.config.redisKeyPrefix}content-changed`;
      const announce = async () => {
        await publisher.publish(channel, JSON.stringify({ tenantId: TENANT_ID, from: 'other' }));
      };
      let forgotten = 0;
      t.app.caches.onForget(() => (forgotten += 1));
      const statuses = await readWhileInvalidating(t, announce);
      expect(forgotten).toBeGreaterThan(0);
      expect(statuses.filter((s) => / 5\d\d$/.test(s))).toEqual([]);
      expect(new Set(statuses)).toEqual(await quietAnswers(t));
    });
  },
);
