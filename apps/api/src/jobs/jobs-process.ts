import { fork, type ChildProcess } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { JobsProcessData, JobsProcessMessage } from './jobs-process-protocol.ts';

/** How long a jobs process that died waits before it is started again. */
const RESTART_DELAY_MS = 5_000;

export interface JobsProcess {
  /** stops claiming, lets runs in flight finish (up to `drainMs`), closes the process's database */
  stop(drainMs?: number): Promise<void>;
}

/**
 * Runs the durable job runner (runner.ts) with the listed job definitions in a child process with
 * its own database connection (docs/decisions/0042-jobs-in-their-own-process.md): a bulk send's
 * provider requests, bookkeeping and garbage collection never compete with student requests at
 * the server's priority. Resolves once the child's runner has started; a child that dies later
 * is logged and started again. The child ends itself when the server goes, even by `kill -9`
 * (its IPC channel closes).
 */
export function startJobsProcess(
  config: AppConfig,
  log: FastifyBaseLogger,
  definitions: JobsProcessData['definitions'],
  options: { restartDelayMs?: number } = {},
): Promise<JobsProcess> {
  const restartDelayMs = options.restartDelayMs ?? RESTART_DELAY_MS;
  let child: ChildProcess;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;

  const spawn = () =>
    new Promise<void>((resolve, reject) => {
      const data: JobsProcessData = { config, pretty: Boolean(process.stdout.isTTY), definitions };
      // the entry registers tsx itself, as scripts/start.mjs does: the server's own flags stay its own
      child = fork(new URL('./jobs-process-entry.mjs', import.meta.url), [], {
        execArgv: [],
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      let started = false;
      child.on('message', (message: JobsProcessMessage) => {
        if (message.type === 'started') {
          started = true;
          resolve();
        }
      });
      child.on('error', (error) => {
        if (!started) reject(error);
        else log.error({ err: error }, 'jobs process failed');
      });
      child.on('exit', (code, signal) => {
        if (!started)
          return reject(new Error(`jobs process exited with ${code ?? signal} before it started`));
        if (stopping) return;
        log.error({ code, signal, restartInMs: restartDelayMs }, 'jobs process stopped; starting it again');
        restartTimer = setTimeout(() => {
          restartTimer = null;
          if (!stopping)
            spawn().catch((error: unknown) => log.error({ err: error }, 'jobs process did not start again'));
        }, restartDelayMs);
      });
      child.send({ type: 'start', data } satisfies JobsProcessMessage);
    });

  return spawn().then(() => ({
    async stop(drainMs = 10_000) {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const current = child;
      if (current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.send({ type: 'stop', drainMs } satisfies JobsProcessMessage);
      await exited;
    },
  }));
}
