import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { serverClock } from '../clock.ts';
import { connectDatabase } from '../db/connect.ts';
import { logFormat } from '../log-format.ts';
import type { JobDefinition } from './define.ts';
import type { JobsProcessData, JobsProcessMessage } from './jobs-process-protocol.ts';
import { createJobRunner } from './runner.ts';

// The jobs process (jobs-process.ts): its own database connection (PostgreSQL: half the server's
// pool, at least 2) and the durable job runner with the jobs the server named, until the server
// says stop or goes away.

/** The process's nice value where it cannot be scheduled as idle (see `yieldToRequests`). */
const JOBS_PROCESS_NICE = 10;

if (!process.send)
  throw new Error('jobs-process-main.ts runs as the server’s jobs process (jobs/jobs-process.ts)');
const send = (message: JobsProcessMessage) => process.send!(message);
// the server is gone (stopped, crashed or killed): so is its jobs process; unfinished runs go
// back to the queue when their lease ends, as they would after a kill -9 of the server
process.once('disconnect', () => process.exit(0));

const { config, pretty, definitions } = await new Promise<JobsProcessData>((resolve) => {
  const onStart = (message: JobsProcessMessage) => {
    if (message.type !== 'start') return;
    process.off('message', onStart);
    resolve(message.data);
  };
  process.on('message', onStart);
});

const listed = (await import(definitions.module)) as Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition has its own payload type
const jobs = listed[definitions.exportName] as ReadonlyArray<JobDefinition<any>> | undefined;
if (!Array.isArray(jobs)) throw new Error(`${definitions.module} exports no ${definitions.exportName} list`);

const log = pino({
  level: config.logLevel,
  base: { pid: process.pid, hostname: os.hostname(), role: 'jobs' },
  ...logFormat(pretty),
}) as FastifyBaseLogger;

yieldToRequests();

const dbHandle = await connectDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  pgSchema: config.databaseSchema,
  poolSize: Math.max(2, Math.ceil(config.databasePoolSize / 2)),
});
const runner = createJobRunner({
  db: dbHandle.db,
  config,
  log,
  now: serverClock(config.testClockFile),
  definitions: jobs,
});

process.on('message', (message: JobsProcessMessage) => {
  if (message.type !== 'stop') return;
  void runner
    .stop(message.drainMs)
    .then(() => dbHandle.close())
    .catch((error: unknown) => log.error({ err: error }, 'jobs process did not stop cleanly'))
    .finally(() => process.exit(0));
});
await runner.start();
send({ type: 'started' });

/**
 * Student requests in the server come first: on Linux every thread of this process (its event
 * loop, and V8's garbage-collection and compiler helpers) runs under the idle scheduling policy
 * (SCHED_IDLE, set with util-linux's `chrt`), which the kernel preempts at once when a thread
 * of the server wakes; where that is refused, at nice 10. A bulk send then uses what the requests
 * leave of the machine; on an idle machine it runs at full speed
 * (docs/decisions/0042-jobs-in-their-own-process.md).
 */
function yieldToRequests() {
  if (process.platform !== 'linux') return;
  try {
    const idle = spawnSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], {
      stdio: 'ignore',
    });
    if (idle.status === 0) return;
    for (const threadId of fs.readdirSync('/proc/self/task'))
      os.setPriority(Number(threadId), JOBS_PROCESS_NICE);
    log.info('jobs process at nice 10 (the idle scheduling policy was refused)');
  } catch (error) {
    log.warn({ err: error }, 'jobs process runs at the server’s CPU priority');
  }
}
