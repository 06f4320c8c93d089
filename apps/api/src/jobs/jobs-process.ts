import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { JobsThreadData, JobsThreadMessage } from './thread-protocol.ts';

/** How long a jobs thread that died waits before it is started again. */
const RESTART_DELAY_MS = 5_000;

export interface JobsThread {
  /** stops claiming, lets runs in flight finish (up to `drainMs`), closes the thread's database */
  stop(drainMs?: number): Promise<void>;
}

/**
 * Runs the durable job runner (runner.ts) with the listed job definitions on a thread of its own, with
 * its own database connection (docs/decisions/0041-jobs-on-their-own-thread.md): a bulk send's
 * provider requests and bookkeeping never wait in line with student requests on the server's
 * event loop. Resolves once the thread's runner has started; a thread that dies later is logged
 * and started again.
 */
export function startJobsThread(
  config: AppConfig,
  log: FastifyBaseLogger,
  definitions: JobsThreadData['definitions'],
  options: { restartDelayMs?: number } = {},
): Promise<JobsThread> {
  const restartDelayMs = options.restartDelayMs ?? RESTART_DELAY_MS;
  let worker: Worker;
  let alive = false;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;

  const spawn = () =>
    new Promise<void>((resolve, reject) => {
      const data: JobsThreadData = { config, pretty: Boolean(process.stdout.isTTY), definitions };
      // the entry registers tsx itself, as scripts/start.mjs does: the server's own flags stay its own
      worker = new Worker(new URL('./thread-entry.mjs', import.meta.url), { workerData: data, execArgv: [] });
      let started = false;
      alive = true;
      worker.on('message', (message: JobsThreadMessage) => {
        if (message.type === 'started') {
          started = true;
          resolve();
        }
      });
      worker.on('error', (error) => {
        if (!started) reject(error);
        else log.error({ err: error }, 'jobs thread failed');
      });
      worker.on('exit', (code) => {
        alive = false;
        if (!started) return reject(new Error(`jobs thread exited with ${code} before it started`));
        if (stopping) return;
        log.error({ code, restartInMs: restartDelayMs }, 'jobs thread stopped; starting it again');
        restartTimer = setTimeout(() => {
          restartTimer = null;
          if (!stopping)
            spawn().catch((error: unknown) => log.error({ err: error }, 'jobs thread did not start again'));
        }, restartDelayMs);
      });
    });

  return spawn().then(() => ({
    async stop(drainMs = 10_000) {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      if (!alive) return;
      const current = worker;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.postMessage({ type: 'stop', drainMs } satisfies JobsThreadMessage);
      await exited;
    },
  }));
}
