import type { AppConfig } from '../config.ts';

/** What the server hands the jobs thread (thread.ts → thread-worker.ts). */
export interface JobsThreadData {
  config: AppConfig;
  /** the server writes readable lines to a terminal; the thread does the same */
  pretty: boolean;
  /** the module (file URL) and export that list the job definitions, e.g. src/background-jobs.ts */
  definitions: { module: string; exportName: string };
}

/** Messages between the server and its jobs thread. */
export type JobsThreadMessage = { type: 'started' } | { type: 'stop'; drainMs: number };
