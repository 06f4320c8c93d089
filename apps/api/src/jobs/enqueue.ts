import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JobDefinition } from './define.ts';

export interface EnqueueOptions {
  /** idempotency key, unique per job name: a second enqueue with it keeps the first job */
  key?: string;
  /** not before this time (default: now) */
  runAt?: Date;
  tenantId?: string | null;
  /** the clock that decides "now" (default the wall clock) */
  now?: () => Date;
}

export interface Enqueued {
  id: number;
  /** false when a job with the same name and key already existed (nothing new was queued) */
  created: boolean;
}

/**
 * Queues one job. Pass the transaction of the write that causes it, so that the job exists
 * exactly when that write does.
 */
export async function enqueueJob<P>(
  db: Kysely<Database>,
  definition: JobDefinition<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<Enqueued> {
  const [first] = await enqueueJobs(db, definition, [{ payload, ...options }], options.now);
  return first!;
}

/** Queues many jobs of one kind in few statements (bulk sends); keys already present are skipped. */
export async function enqueueJobs<P>(
  db: Kysely<Database>,
  definition: JobDefinition<P>,
  jobs: Array<{ payload: P } & Omit<EnqueueOptions, 'now'>>,
  now: () => Date = () => new Date(),
): Promise<Enqueued[]> {
  const at = now().toISOString();
  const rows = jobs.map((job) => ({
    name: definition.name,
    tenant_id: job.tenantId ?? null,
    key: job.key ?? null,
    payload: JSON.stringify(job.payload ?? {}),
    state: 'queued' as const,
    attempts: 0,
    max_attempts: definition.options.maxAttempts,
    run_at: (job.runAt ?? now()).toISOString(),
    created_at: at,
    updated_at: at,
  }));
  const results: Enqueued[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const inserted = await db
      .insertInto('jobs')
      .values(chunk)
      .onConflict((c) => c.columns(['name', 'key']).doNothing())
      .returning(['id', 'key'])
      .execute();
    const insertedByKey = new Map(inserted.map((row) => [row.key, row.id]));
    const missing = chunk.filter((row) => row.key !== null && !insertedByKey.has(row.key));
    const existing = missing.length
      ? await db
          .selectFrom('jobs')
          .select(['id', 'key'])
          .where('name', '=', definition.name)
          .where(
            'key',
            'in',
            missing.map((row) => row.key!),
          )
          .execute()
      : [];
    const existingByKey = new Map(existing.map((row) => [row.key, row.id]));
    let keyless = inserted.filter((row) => row.key === null).map((row) => row.id);
    for (const row of chunk) {
      if (row.key === null) {
        results.push({ id: keyless[0]!, created: true });
        keyless = keyless.slice(1);
      } else if (insertedByKey.has(row.key)) {
        results.push({ id: insertedByKey.get(row.key)!, created: true });
        insertedByKey.delete(row.key); // a key twice in one call: the second is a duplicate
      } else {
        const id = existingByKey.get(row.key) ?? inserted.find((r) => r.key === row.key)?.id;
        if (id === undefined)
          throw new Error(`job ${definition.name} key ${row.key} neither inserted nor found`);
        results.push({ id, created: false });
      }
    }
  }
  return results;
}
