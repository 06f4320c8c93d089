import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { crashOnceJob, noteThreadJob } from '../../test/thread-jobs-fixture.ts';
import { enqueueJob } from './enqueue.ts';
import { startJobsThread, type JobsThread } from './thread.ts';

const definitions = {
  module: new URL('../../test/thread-jobs-fixture.ts', import.meta.url).href,
  exportName: 'threadTestJobs',
};
const log = pino({ level: 'silent' }) as FastifyBaseLogger;

async function waitFor<T>(read: () => T | Promise<T>, what: string, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the jobs thread (SQLite: its own connection to the server’s file)', () => {
  let t: TestApp;
  let dir: string;
  let thread: JobsThread | null = null;
  beforeAll(async () => {
    t = await createTestApp({ jobs: [] });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-jobs-thread-'));
  });
  afterAll(async () => {
    await thread?.stop();
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const note = async (name: string) => {
    const file = path.join(dir, name);
    await enqueueJob(t.db, noteThreadJob, { file }, { now: () => new Date() });
    return file;
  };

  it('runs the listed jobs on a thread other than the caller’s', async () => {
    thread = await startJobsThread(t.config, log, definitions, { restartDelayMs: 100 });
    const file = await note('first');
    const ranOn = Number(
      await waitFor(() => fs.existsSync(file) && fs.readFileSync(file, 'utf8'), 'the job'),
    );
    expect(ranOn).not.toBe(threadId);
  });

  it('is started again after it dies, and the job it died in runs again after its lease', async () => {
    const marker = path.join(dir, 'crashed');
    const crash = await enqueueJob(t.db, crashOnceJob, { marker }, { now: () => new Date() });
    await waitFor(() => fs.existsSync(marker), 'the crash');
    const afterCrash = await note('after-crash');
    await waitFor(() => fs.existsSync(afterCrash), 'a job on the restarted thread');
    const row = await waitFor(
      () =>
        t.db
          .selectFrom('jobs')
          .select(['state', 'attempts'])
          .where('id', '=', crash!.id)
          .where('state', '=', 'done')
          .executeTakeFirst(),
      'the crashed job to finish',
    );
    expect(row).toEqual({ state: 'done', attempts: 2 });
  });

  it('stops when asked: a job queued afterwards waits', async () => {
    await thread!.stop();
    thread = null;
    const file = await note('after-stop');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(fs.existsSync(file)).toBe(false);
  });
});
