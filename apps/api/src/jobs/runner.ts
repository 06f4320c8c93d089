import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { AppConfig } from '../config.ts';
import { isPostgres } from '../db/dialect.ts';
import type { Database, JobsTable } from '../db/schema.ts';
import {
  PermanentJobError,
  RetryAfterError,
  retryDelay,
  type JobDefinition,
  type JobRecord,
} from './define.ts';
import { enqueueJob } from './enqueue.ts';

type JobRow = Selectable<JobsTable>;

export interface JobRunnerOptions {
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  now: () => Date;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition has its own payload type
  definitions: ReadonlyArray<JobDefinition<any>>;
  /** how often an idle runner looks for due jobs (default 1 s) */
  pollMs?: number;
}

export interface RunDueResult {
  done: number;
  retried: number;
  failed: number;
}

export interface JobRunner {
  /** polls for due jobs in the background until stop() */
  start(): Promise<void>;
  /** stops claiming, waits up to `drainMs` for runs in flight; unfinished ones return after their lease */
  stop(drainMs?: number): Promise<void>;
  /**
   * Runs every job due by the runner's clock until none is left, and answers what happened
   * (tests: deterministic, with the test's clock; no background polling needed).
   */
  runDue(): Promise<RunDueResult>;
  /** a job name this runner knows, for enqueue-by-name from the console */
  definition(name: string): JobDefinition | undefined;
}

/**
 * The durable job runner (docs/decisions/0026-job-runner.md): jobs are rows of `jobs` in the
 * app's own database, claimed under a lease by whichever instance gets them first
 * (PostgreSQL: `FOR UPDATE SKIP LOCKED`; SQLite: the file's write lock), retried with
 * doubling delays, and kept after they finish for the console.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, config, log, now } = options;
  const instanceId = crypto.randomUUID();
  const byName = new Map(options.definitions.map((d) => [d.name, d as JobDefinition]));
  const running = new Map<string, number>(options.definitions.map((d) => [d.name, 0]));
  const inFlight = new Set<Promise<void>>();
  const postgres = isPostgres(db);
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let tick: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  if (byName.size !== options.definitions.length) throw new Error('two jobs share one name');

  /** Takes up to `limit` due jobs of one name, leasing them to this instance. */
  async function claim(definition: JobDefinition, limit: number): Promise<JobRow[]> {
    if (limit <= 0) return [];
    const at = now();
    const atIso = at.toISOString();
    const leaseIso = new Date(at.getTime() + definition.options.leaseMs).toISOString();
    // two index range reads (migration 0024), each in order: leases run out first (rare), then
    // the queued jobs due by now, oldest first
    const dueIds = (trx: Kysely<Database>, state: 'running' | 'queued', n: number, lock = true) => {
      const column = state === 'running' ? 'locked_until' : 'run_at';
      const query = trx
        .selectFrom('jobs')
        .select('id')
        .where('name', '=', definition.name)
        .where('state', '=', state)
        .where(column, state === 'running' ? '<' : '<=', atIso)
        .orderBy(column)
        .limit(n);
      return (postgres && lock ? query.forUpdate().skipLocked() : query).execute();
    };
    const due = async (trx: Kysely<Database>) => {
      const lapsed = await dueIds(trx, 'running', limit);
      if (lapsed.length >= limit) return lapsed;
      return [...lapsed, ...(await dueIds(trx, 'queued', limit - lapsed.length))];
    };
    // most passes find nothing due for most job kinds: a plain read, locking nothing, says so
    // without a transaction (on SQLite, without the write lock); only a kind with due jobs claims
    const anyDue = async (state: 'running' | 'queued') => (await dueIds(db, state, 1, false)).length > 0;
    if (!(await anyDue('queued')) && !(await anyDue('running'))) return [];
    const claimWith = async (trx: Kysely<Database>) => {
      const ids = await due(trx);
      if (ids.length === 0) return [];
      return trx
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running',
          attempts: eb('attempts', '+', 1),
          locked_until: leaseIso,
          locked_by: instanceId,
          updated_at: atIso,
        }))
        .where(
          'id',
          'in',
          ids.map((row) => row.id),
        )
        .returningAll()
        .execute();
    };
    return db.transaction().execute(claimWith);
  }

  async function runOne(definition: JobDefinition, job: JobRow): Promise<'done' | 'retried' | 'failed'> {
    let payload: unknown;
    try {
      payload = JSON.parse(job.payload);
    } catch {
      payload = undefined;
    }
    try {
      if (payload === undefined) throw new PermanentJobError('payload is not JSON');
      const record = await definition.handler(payload, {
        db,
        config,
        log: log.child({ job: definition.name, jobId: job.id }),
        now,
        jobId: job.id,
        tenantId: job.tenant_id,
        key: job.key,
        attempt: job.attempts,
      });
      await markDone(job, record ?? null);
      if (definition.options.everyMs) await scheduleNext(definition);
      return 'done';
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const permanent = error instanceof PermanentJobError;
      if (permanent || job.attempts >= job.max_attempts) {
        log.warn({ job: definition.name, jobId: job.id, attempts: job.attempts, reason }, 'job failed');
        await finish(job, { state: 'failed', finished_at: now().toISOString(), last_error: reason });
        if (definition.options.everyMs) await scheduleNext(definition);
        return 'failed';
      }
      const wait =
        error instanceof RetryAfterError
          ? Math.max(error.delayMs, 0)
          : retryDelay(job.attempts, definition.options);
      log.info({ job: definition.name, jobId: job.id, attempts: job.attempts, wait, reason }, 'job retried');
      await finish(job, {
        state: 'queued',
        run_at: new Date(now().getTime() + wait).toISOString(),
        last_error: reason,
      });
      return 'retried';
    }
  }

  /** Records a run's outcome, unless the lease was lost meanwhile (another instance took the job). */
  async function finish(job: JobRow, values: Partial<Omit<JobRow, 'id'>>) {
    await db
      .updateTable('jobs')
      .set({ ...values, locked_until: null, locked_by: null, updated_at: now().toISOString() })
      .where('id', '=', job.id)
      .where('locked_by', '=', instanceId)
      .where('attempts', '=', job.attempts)
      .execute();
  }

  /**
   * Successful runs are recorded together: one transaction (one commit, one fsync on SQLite) for
   * all the runs that ended since the last one, with the records their handlers returned, instead
   * of one per job. One flush at a time: runs ending while one is written wait for the next, so
   * the batches grow with the load.
   */
  type Ended = {
    job: JobRow;
    record: JobRecord | null;
    resolve: () => void;
    reject: (error: unknown) => void;
  };
  let doneBatch: Ended[] = [];
  let flushing = false;
  function markDone(job: JobRow, record: JobRecord | null): Promise<void> {
    return new Promise((resolve, reject) => {
      doneBatch.push({ job, record, resolve, reject });
      if (doneBatch.length === 1 && !flushing) setImmediate(() => void flushDone());
    });
  }
  async function flushDone() {
    const batch = doneBatch;
    doneBatch = [];
    flushing = true;
    try {
      await recordDone(batch);
      for (const { resolve } of batch) resolve();
    } catch (error) {
      // one bad record must not undo the others: each run is then recorded on its own
      if (batch.length === 1) batch[0]!.reject(error);
      else
        for (const ended of batch)
          await recordDone([ended]).then(ended.resolve, (single: unknown) => ended.reject(single));
    } finally {
      flushing = false;
      if (doneBatch.length > 0) setImmediate(() => void flushDone());
    }
  }
  async function recordDone(batch: Ended[]) {
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      for (const { record } of batch) if (record) await record(trx);
      for (let start = 0; start < batch.length; start += 500)
        await trx
          .updateTable('jobs')
          .set({
            state: 'done',
            finished_at: at,
            last_error: null,
            locked_until: null,
            locked_by: null,
            updated_at: at,
          })
          .where(
            'id',
            'in',
            batch.slice(start, start + 500).map(({ job }) => job.id),
          )
          .where('locked_by', '=', instanceId)
          .where('state', '=', 'running')
          .execute();
    });
  }

  /** The next slot of a recurring job: its key names the slot, so all instances agree on one. */
  async function scheduleNext(definition: JobDefinition) {
    const every = definition.options.everyMs!;
    const slot = Math.floor(now().getTime() / every) + 1;
    await enqueueJob(db, definition, {}, { key: `every:${slot}`, runAt: new Date(slot * every), now });
  }

  function freeSlots(definition: JobDefinition): number {
    return definition.options.concurrency - (running.get(definition.name) ?? 0);
  }
  /** A claim is a write transaction: a background pass waits until a fair share of slots is free, not one. */
  function claimThreshold(definition: JobDefinition): number {
    return Math.ceil(definition.options.concurrency / 4);
  }

  /** One pass: for each job name, claims what fits its free concurrency and starts those runs. */
  async function pass(wait: boolean): Promise<RunDueResult & { claimed: number }> {
    const result = { done: 0, retried: 0, failed: 0, claimed: 0 };
    const runs: Promise<void>[] = [];
    for (const definition of byName.values()) {
      const free = freeSlots(definition);
      if (!wait && free < claimThreshold(definition)) continue;
      const jobs = await claim(definition, free);
      result.claimed += jobs.length;
      for (const job of jobs) {
        running.set(definition.name, (running.get(definition.name) ?? 0) + 1);
        const run = runOne(definition, job)
          .then((outcome) => {
            result[outcome] += 1;
          })
          .catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'job bookkeeping failed'))
          .finally(() => {
            running.set(definition.name, (running.get(definition.name) ?? 1) - 1);
            inFlight.delete(run);
            // a pass claims only when a fair share of this kind's slots is free (claimThreshold)
            if (freeSlots(definition) >= claimThreshold(definition)) wake?.();
          });
        inFlight.add(run);
        runs.push(run);
      }
    }
    if (wait) await Promise.all(runs);
    return result;
  }

  async function ensureRecurring() {
    for (const definition of byName.values())
      if (definition.options.everyMs) {
        const every = definition.options.everyMs;
        const slot = Math.floor(now().getTime() / every);
        await enqueueJob(db, definition, {}, { key: `every:${slot}`, runAt: new Date(slot * every), now });
      }
  }

  async function loop() {
    // a busy database at start (another process holding SQLite's write lock past busy_timeout)
    // must not keep the runner from starting: the recurring slots are written on a later pass
    let recurringScheduled = false;
    while (!stopped) {
      let claimed = 0;
      try {
        if (!recurringScheduled) {
          await ensureRecurring();
          recurringScheduled = true;
        }
        claimed = (await pass(false)).claimed;
      } catch (error) {
        log.error({ err: error }, 'job runner pass failed');
      }
      if (stopped) break;
      // busy: go again as soon as a run frees a slot; idle: wait for the poll interval
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, claimed > 0 ? 50 : (options.pollMs ?? 1000));
      });
      wake = null;
      if (timer) clearTimeout(timer);
    }
  }

  return {
    async start() {
      if (!stopped) return;
      stopped = false;
      tick = loop();
    },
    async stop(drainMs = 10_000) {
      stopped = true;
      wake?.();
      await tick;
      tick = null;
      const drained = Promise.all([...inFlight]).then(() => true);
      const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), drainMs).unref());
      if (!(await Promise.race([drained, late])))
        log.warn({ inFlight: inFlight.size }, 'jobs still running at stop; they run again after their lease');
    },
    async runDue() {
      await ensureRecurring();
      const total = { done: 0, retried: 0, failed: 0 };
      for (;;) {
        const { claimed, ...outcome } = await pass(true);
        total.done += outcome.done;
        total.retried += outcome.retried;
        total.failed += outcome.failed;
        if (claimed === 0) return total;
      }
    },
    definition: (name) => byName.get(name),
  };
}
