import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { serverClock } from '../clock.ts';
import { connectDatabase } from '../db/connect.ts';
import { logFormat } from '../log-format.ts';
import type { JobDefinition } from './define.ts';
import { createJobRunner } from './runner.ts';
import type { JobsThreadData, JobsThreadMessage } from './thread-protocol.ts';

// The jobs thread (thread.ts): its own database connection (PostgreSQL: half the server's pool,
// at least 2) and the durable job runner with the jobs the server named, until it says stop.

/** The thread's nice value where it cannot be scheduled as idle (see `yieldToRequests`). */
const JOBS_THREAD_NICE = 10;

const port = parentPort;
if (!port) throw new Error('thread-worker.ts runs as the jobs thread (jobs/thread.ts)');
const { config, pretty, definitions } = workerData as JobsThreadData;
const listed = (await import(definitions.module)) as Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition has its own payload type
const jobs = listed[definitions.exportName] as ReadonlyArray<JobDefinition<any>> | undefined;
if (!Array.isArray(jobs)) throw new Error(`${definitions.module} exports no ${definitions.exportName} list`);

const log = pino({
  level: config.logLevel,
  base: { pid: process.pid, hostname: os.hostname(), thread: 'jobs' },
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

port.on('message', (message: JobsThreadMessage) => {
  if (message.type !== 'stop') return;
  void runner
    .stop(message.drainMs)
    .then(() => dbHandle.close())
    .catch((error: unknown) => log.error({ err: error }, 'jobs thread did not stop cleanly'))
    .finally(() => process.exit(0));
});
await runner.start();
port.postMessage({ type: 'started' } satisfies JobsThreadMessage);

/**
 * Student requests on the server's thread come first: on Linux this thread runs under the idle
 * scheduling policy (SCHED_IDLE, set with util-linux's `chrt`), which the kernel preempts at once
 * when a request's thread wakes, and at nice 10 where that is refused. A bulk send then uses what
 * the requests leave of the machine; on an idle machine it runs at full speed
 * (docs/decisions/0041-jobs-on-their-own-thread.md).
 */
function yieldToRequests() {
  if (process.platform !== 'linux') return;
  try {
    os.setPriority(0, JOBS_THREAD_NICE);
    const threadId = fs.readlinkSync('/proc/thread-self').split('/').pop()!;
    const idle = spawnSync('chrt', ['--idle', '--pid', '0', threadId], { stdio: 'ignore' });
    if (idle.status !== 0) log.info('jobs thread at nice 10 (the idle scheduling policy was refused)');
  } catch (error) {
    log.warn({ err: error }, 'jobs thread runs at the server’s CPU priority');
  }
}
