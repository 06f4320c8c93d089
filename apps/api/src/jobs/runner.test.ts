import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createTestApp, engines, type TestApp } from '../../test/harness.ts';
import { defineJob, PermanentJobError, RetryAfterError, retryDelay } from './define.ts';
import { enqueueJob, enqueueJobs } from './enqueue.ts';
import { countJobs, listJobs } from './read.ts';
import { createJobRunner } from './runner.ts';

const runs: string[] = [];
let flaky = { failuresLeft: 0 };

const record = defineJob<{ text: string }>('test.record', async ({ text }) => {
  runs.push(text);
});
const flakyJob = defineJob<{ text: string }>(
  'test.flaky',
  async ({ text }, { attempt }) => {
    if (flaky.failuresLeft > 0) {
      flaky.failuresLeft -= 1;
      throw new Error(`provider answered 500 (run ${attempt})`);
    }
    runs.push(text);
  },
  { maxAttempts: 3, retryDelayMs: 1000 },
);
const throttled = defineJob<Record<string, never>>(
  'test.throttled',
  async (_payload, { attempt }) => {
    if (attempt === 1) throw new RetryAfterError('provider answered 429', 30_000);
    runs.push('throttled');
  },
  { retryDelayMs: 1000 },
);
const hopeless = defineJob<Record<string, never>>('test.hopeless', async () => {
  throw new PermanentJobError('recipient has no phone');
});
const tick = defineJob(
  'test.tick',
  async (_payload, { key }) => {
    runs.push(`tick ${key}`);
  },
  { everyMs: 5 * 60_000 },
);
const slow = defineJob<{ ms: number }>('test.slow', async ({ ms }) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  runs.push('slow');
});

const definitions = [record, flakyJob, throttled, hopeless, slow];

describe('retryDelay', () => {
  it.each([
    [1, 0.5, 10_000],
    [2, 0.5, 20_000],
    [3, 0.5, 40_000],
    [20, 0.5, 3_600_000],
    [1, 0, 8_000],
    [1, 1, 12_000],
  ])('after %i failed runs (random %f) waits %i ms', (attempt, random, expected) => {
    expect(retryDelay(attempt, { retryDelayMs: 10_000, maxRetryDelayMs: 3_600_000 }, () => random)).toBe(
      expected,
    );
  });
});

describe.each(engines())('job runner on %s', (engine) => {
  const clock = createClock('2026-03-01T10:02:00.000Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now, jobs: definitions });
  });
  afterAll(() => t.close());

  const reset = async () => {
    runs.length = 0;
    await t.db.deleteFrom('jobs').execute();
  };

  it('runs a queued job once, and a second enqueue with the same key adds nothing', async () => {
    await reset();
    const first = await enqueueJob(
      t.db,
      record,
      { text: 'a' },
      { key: 'k1', tenantId: t.tenantId, now: clock.now },
    );
    const again = await enqueueJob(
      t.db,
      record,
      { text: 'b' },
      { key: 'k1', tenantId: t.tenantId, now: clock.now },
    );
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await t.app.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(runs).toEqual(['a']);
    // done jobs keep their key: the same key later still adds nothing
    expect((await enqueueJob(t.db, record, { text: 'c' }, { key: 'k1', now: clock.now })).created).toBe(
      false,
    );
    expect(await t.app.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(runs).toEqual(['a']);
  });

  it('bulk enqueue skips keys already there, including a key twice in one call', async () => {
    await reset();
    await enqueueJob(t.db, record, { text: 'x' }, { key: 'r2', now: clock.now });
    const result = await enqueueJobs(
      t.db,
      record,
      [
        { payload: { text: '1' }, key: 'r1' },
        { payload: { text: '2' }, key: 'r2' },
        { payload: { text: '3' }, key: 'r3' },
        { payload: { text: '3 again' }, key: 'r3' },
        { payload: { text: 'keyless' } },
      ],
      clock.now,
    );
    expect(result.map((r) => r.created)).toEqual([true, false, true, false, true]);
    expect(result[3]!.id).toBe(result[2]!.id);
    await t.app.jobs.runDue();
    expect(runs.sort()).toEqual(['1', '3', 'keyless', 'x']);
  });

  it('opens a write transaction only for a kind of job with something due', async () => {
    await reset();
    // a Kysely whose transactions are counted: a claim is one (SQLite's write lock, PostgreSQL's row locks)
    let transactions = 0;
    const counted = new Proxy(t.db, {
      get(target, property) {
        if (property === 'transaction')
          return () => {
            transactions += 1;
            return target.transaction();
          };
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const runner = createJobRunner({
      db: counted,
      config: t.config,
      log: t.app.log,
      now: clock.now,
      definitions,
    });
    expect(await runner.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(transactions).toBe(0);

    await enqueueJob(t.db, record, { text: 'due' }, { tenantId: t.tenantId, now: clock.now });
    expect(await runner.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    // the claim of the one kind with a due job and the commit of its run; the other four kinds none
    expect(transactions).toBe(2);
    expect(runs).toEqual(['due']);
  });

  it('a job due later waits for the clock', async () => {
    await reset();
    await enqueueJob(
      t.db,
      record,
      { text: 'morning' },
      { runAt: new Date('2026-03-02T06:00:00Z'), now: clock.now },
    );
    expect((await t.app.jobs.runDue()).done).toBe(0);
    clock.set('2026-03-02T05:59:59.000Z');
    expect((await t.app.jobs.runDue()).done).toBe(0);
    clock.set('2026-03-02T06:00:00.000Z');
    expect((await t.app.jobs.runDue()).done).toBe(1);
    expect(runs).toEqual(['morning']);
  });

  it('a failing run is retried with a growing delay, its reason kept, and fails for good after its last try', async () => {
    await reset();
    flaky = { failuresLeft: 5 };
    const { id } = await enqueueJob(t.db, flakyJob, { text: 'f' }, { tenantId: t.tenantId, now: clock.now });
    expect(await t.app.jobs.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    let [job] = await listJobs(t.db, { tenantId: t.tenantId, state: 'retrying' });
    expect(job).toMatchObject({
      id,
      state: 'queued',
      attempts: 1,
      lastError: 'provider answered 500 (run 1)',
    });
    const firstWait = new Date(job!.runAt).getTime() - clock.now().getTime();
    expect(firstWait).toBeGreaterThanOrEqual(800);
    expect(firstWait).toBeLessThanOrEqual(1200);
    expect(await countJobs(t.db, { tenantId: t.tenantId })).toMatchObject({ queued: 1, retrying: 1 });

    clock.advance(1200);
    expect(await t.app.jobs.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    [job] = await listJobs(t.db, { tenantId: t.tenantId });
    const secondWait = new Date(job!.runAt).getTime() - clock.now().getTime();
    expect(secondWait).toBeGreaterThanOrEqual(1600);
    expect(secondWait).toBeLessThanOrEqual(2400);

    clock.advance(2400);
    expect(await t.app.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    [job] = await listJobs(t.db, { tenantId: t.tenantId, state: 'failed' });
    expect(job).toMatchObject({ attempts: 3, lastError: 'provider answered 500 (run 3)' });
    expect(runs).toEqual([]);
    expect(await countJobs(t.db, { tenantId: t.tenantId })).toMatchObject({ failed: 1, queued: 0 });
  });

  it('a run that fails once then succeeds ends done', async () => {
    await reset();
    flaky = { failuresLeft: 1 };
    await enqueueJob(t.db, flakyJob, { text: 'ok' }, { tenantId: t.tenantId, now: clock.now });
    await t.app.jobs.runDue();
    clock.advance(1200);
    expect(await t.app.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    const [job] = await listJobs(t.db, { tenantId: t.tenantId });
    expect(job).toMatchObject({ state: 'done', attempts: 2, lastError: null });
    expect(runs).toEqual(['ok']);
  });

  it("waits as long as a provider's Retry-After says", async () => {
    await reset();
    await enqueueJob(t.db, throttled, {}, { tenantId: t.tenantId, now: clock.now });
    await t.app.jobs.runDue();
    clock.advance(29_000);
    expect((await t.app.jobs.runDue()).done).toBe(0);
    clock.advance(1_000);
    expect((await t.app.jobs.runDue()).done).toBe(1);
    expect(runs).toEqual(['throttled']);
  });

  it('a permanent error is not retried', async () => {
    await reset();
    await enqueueJob(t.db, hopeless, {}, { tenantId: t.tenantId, now: clock.now });
    expect(await t.app.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    const [job] = await listJobs(t.db, { tenantId: t.tenantId });
    expect(job).toMatchObject({ state: 'failed', attempts: 1, lastError: 'recipient has no phone' });
  });

  it('a recurring job runs once per interval, across two runners on one database', async () => {
    await reset();
    clock.set('2026-03-03T10:02:00.000Z');
    const [one, other] = [1, 2].map(() =>
      createJobRunner({ db: t.db, config: t.config, log: t.app.log, now: clock.now, definitions: [tick] }),
    );
    const both = () => Promise.all([one!.runDue(), other!.runDue()]);
    const [a, b] = await both();
    expect(a.done + b.done).toBe(1);
    clock.set('2026-03-03T10:04:59.000Z');
    await both();
    clock.set('2026-03-03T10:05:00.000Z');
    await both();
    const slot = (at: string) => `tick every:${Math.floor(new Date(at).getTime() / 300_000)}`;
    expect(runs).toEqual([slot('2026-03-03T10:00:00Z'), slot('2026-03-03T10:05:00Z')]);
  });

  it('two runners on one database run each of 300 jobs exactly once', async () => {
    await reset();
    await enqueueJobs(
      t.db,
      record,
      Array.from({ length: 300 }, (_, i) => ({ payload: { text: String(i) }, key: `m${i}` })),
      clock.now,
    );
    const other = createJobRunner({
      db: t.db,
      config: t.config,
      log: t.app.log,
      now: clock.now,
      definitions,
    });
    const [a, b] = await Promise.all([t.app.jobs.runDue(), other.runDue()]);
    expect(a.done + b.done).toBe(300);
    expect(runs).toHaveLength(300);
    expect(new Set(runs).size).toBe(300);
  });

  it('a job whose runner died is taken up again once its lease runs out', async () => {
    await reset();
    const { id } = await enqueueJob(t.db, record, { text: 'orphan' }, { now: clock.now });
    // what a killed instance leaves behind: the job running, leased to it
    const leaseEnd = new Date(clock.now().getTime() + 120_000).toISOString();
    await t.db
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, locked_by: 'dead-instance', locked_until: leaseEnd })
      .where('id', '=', id)
      .execute();
    expect((await t.app.jobs.runDue()).done).toBe(0);
    clock.advance(120_001);
    expect((await t.app.jobs.runDue()).done).toBe(1);
    expect(runs).toEqual(['orphan']);
  });

  it('started, it runs jobs in the background; stop waits for the run in flight', async () => {
    await reset();
    const runner = createJobRunner({
      db: t.db,
      config: t.config,
      log: t.app.log,
      now: clock.now,
      definitions: [slow],
      pollMs: 20,
    });
    await runner.start();
    await enqueueJob(t.db, slow, { ms: 300 }, { now: clock.now });
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const [row] = await t.db.selectFrom('jobs').select('state').execute();
      if (row?.state === 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await runner.stop();
    expect(runs).toEqual(['slow']);
    const [row] = await t.db.selectFrom('jobs').select('state').execute();
    expect(row?.state).toBe('done');
  });

  it('starts while the database refuses its first write, and schedules its recurring job on a later pass', async () => {
    await reset();
    // another process holding SQLite's write lock past busy_timeout: the first write fails
    let refusals = 1;
    const busyOnce: KyselyPlugin = {
      transformQuery(args) {
        if (refusals > 0 && args.node.kind === 'InsertQueryNode') {
          refusals -= 1;
          throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const runner = createJobRunner({
      db: t.db.withPlugin(busyOnce),
      config: t.config,
      log: t.app.log,
      now: clock.now,
      definitions: [tick],
      pollMs: 20,
    });
    await runner.start();
    const scheduled = () => t.db.selectFrom('jobs').select('key').where('name', '=', tick.name).execute();
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await scheduled()).length === 0)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await runner.stop();
    expect(refusals).toBe(0);
    expect((await scheduled()).length).toBeGreaterThan(0);
  });
});
