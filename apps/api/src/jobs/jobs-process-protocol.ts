import type { AppConfig } from '../config.ts';

/** What the server hands its jobs process (jobs-process.ts → jobs-process-main.ts). */
export interface JobsProcessData {
  config: AppConfig;
  /** the server writes readable lines to a terminal; the jobs process does the same */
  pretty: boolean;
  /** the module (file URL) and export that list the job definitions, e.g. src/background-jobs.ts */
  definitions: { module: string; exportName: string };
}

/** Messages between the server and its jobs process, over the IPC channel. */
export type JobsProcessMessage =
  { type: 'start'; data: JobsProcessData } | { type: 'started' } | { type: 'stop'; drainMs: number };
