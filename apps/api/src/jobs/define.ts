import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';

/** What a handler receives besides its payload. */
export interface JobContext {
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** the app clock (tests move it) */
  now: () => Date;
  jobId: number;
  tenantId: string | null;
  key: string | null;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
}

export interface JobOptions {
  /** runs in all before the job is failed for good (default 5) */
  maxAttempts?: number;
  /** wait before the first retry; doubled for each further one, with ±20 % jitter (default 10 s) */
  retryDelayMs?: number;
  /** the longest wait between two tries (default 1 hour) */
  maxRetryDelayMs?: number;
  /** how many of this job run at once on one instance (default 10) */
  concurrency?: number;
  /** a run still going after this long is taken as dead and may be run again elsewhere (default 2 min) */
  leaseMs?: number;
  /** recurring: one run every so many milliseconds, once across all instances */
  everyMs?: number;
}

/**
 * What a successful run leaves to be written: the runner applies it in the same transaction that
 * marks the job done, together with the other runs that ended meanwhile (one commit per batch,
 * not one per run). The job and its effect's record are then committed together or not at all.
 */
export type JobRecord = (trx: Kysely<Database>) => Promise<void>;

/** A run: resolves when the work is done, optionally with the record of it (see JobRecord). */
export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void | JobRecord>;

export interface JobDefinition<P = unknown> {
  name: string;
  handler: JobHandler<P>;
  options: Required<Omit<JobOptions, 'everyMs'>> & { everyMs: number | null };
}

/**
 * A kind of background work. Handlers must be idempotent: a run whose instance dies (kill -9)
 * after its effect but before it was marked done runs again once its lease runs out.
 */
export function defineJob<P = Record<string, never>>(
  name: string,
  handler: JobHandler<P>,
  options: JobOptions = {},
): JobDefinition<P> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/.test(name))
    throw new Error(`job name "${name}" must be dotted lower-case words (e.g. "payments.reconcile")`);
  return {
    name,
    handler,
    options: {
      maxAttempts: options.maxAttempts ?? 5,
      retryDelayMs: options.retryDelayMs ?? 10_000,
      maxRetryDelayMs: options.maxRetryDelayMs ?? 60 * 60_000,
      concurrency: options.concurrency ?? 10,
      leaseMs: options.leaseMs ?? 2 * 60_000,
      everyMs: options.everyMs ?? null,
    },
  };
}

/**
 * Thrown by a handler whose provider asked it to wait (HTTP 429 with Retry-After): the job is
 * tried again after that delay. It counts as a failed run (attempts still run out).
 */
export class RetryAfterError extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
    this.name = 'RetryAfterError';
  }
}

/** Thrown by a handler whose work can never succeed (bad payload, recipient gone): no retry. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** The wait before run `attempt + 1`, after `attempt` failed runs: doubling, capped, jittered. */
export function retryDelay(
  attempt: number,
  options: Pick<JobDefinition['options'], 'retryDelayMs' | 'maxRetryDelayMs'>,
  random: () => number = Math.random,
): number {
  const base = Math.min(options.retryDelayMs * 2 ** Math.max(0, attempt - 1), options.maxRetryDelayMs);
  return Math.round(base * (0.8 + 0.4 * random()));
}
