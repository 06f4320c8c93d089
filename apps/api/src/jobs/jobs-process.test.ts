import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  crashOnceJob,
  jobsProcessTestDefinitions as definitions,
  noteProcessJob,
} from '../../test/jobs-process-fixture.ts';
import { enqueueJob } from './enqueue.ts';
import { startJobsProcess, type JobsProcess } from './jobs-process.ts';

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

describe('the jobs process (SQLite: its own connection to the server’s file)', () => {
  let t: TestApp;
  let dir: string;
  let jobsProcess: JobsProcess | null = null;
  beforeAll(async () => {
    t = await createTestApp({ jobs: [] });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-jobs-process-'));
  });
  afterAll(async () => {
    await jobsProcess?.stop();
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const note = async (name: string) => {
    const file = path.join(dir, name);
    await enqueueJob(t.db, noteProcessJob, { file }, { now: () => new Date() });
    return file;
  };

  it('runs the listed jobs in a process other than the caller’s', async () => {
    jobsProcess = await startJobsProcess(t.config, log, definitions, { restartDelayMs: 100 });
    const file = await note('first');
    const ranOn = Number(
      await waitFor(() => fs.existsSync(file) && fs.readFileSync(file, 'utf8'), 'the job'),
    );
    expect(ranOn).not.toBe(process.pid);
  });

  it('is started again after it dies, and the job it died in runs again after its lease', async () => {
    const marker = path.join(dir, 'crashed');
    const crash = await enqueueJob(t.db, crashOnceJob, { marker }, { now: () => new Date() });
    await waitFor(() => fs.existsSync(marker), 'the crash');
    const afterCrash = await note('after-crash');
    await waitFor(() => fs.existsSync(afterCrash), 'a job in the restarted process');
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
    await jobsProcess!.stop();
    jobsProcess = null;
    const file = await note('after-stop');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(fs.existsSync(file)).toBe(false);
  });

  it('ends when the server is killed (kill -9): no jobs process is left running on its own', async () => {
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', new URL('../../test/jobs-process-parent.ts', import.meta.url).pathname],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    server.stdin.end(JSON.stringify(t.config));
    let printed = '';
    server.stdout.on('data', (chunk: Buffer) => (printed += String(chunk)));
    await waitFor(() => printed.includes('started'), 'the stand-in server to start its jobs process');
    const file = await note('before-kill');
    const jobsPid = Number(
      await waitFor(() => fs.existsSync(file) && fs.readFileSync(file, 'utf8'), 'the job'),
    );
    expect(jobsPid).not.toBe(server.pid);
    const running = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(running(jobsPid)).toBe(true);
    server.kill('SIGKILL');
    await waitFor(() => !running(jobsPid), 'the jobs process to end');
  });
});
