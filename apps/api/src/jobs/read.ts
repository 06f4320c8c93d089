import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database, JobState } from '../db/schema.ts';

export interface JobView {
  id: number;
  name: string;
  key: string | null;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  /** queued: when it runs next (a retry's time after a failure) */
  runAt: string;
  /** the reason of the last failed run; set on a failed job and on a queued one being retried */
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
  payload: unknown;
}

export interface ListJobsOptions {
  tenantId: string;
  name?: string;
  /** 'retrying': queued again after a failed run */
  state?: JobState | 'retrying';
  /** keys starting with this (e.g. a message's recipient) */
  keyPrefix?: string;
  /** ids below this one (paging, newest first) */
  beforeId?: number;
  limit?: number;
}

/** One tenant's jobs, newest first, for the console. */
export async function listJobs(db: Kysely<Database>, options: ListJobsOptions): Promise<JobView[]> {
  let query = db
    .selectFrom('jobs')
    .selectAll()
    .where('tenant_id', '=', options.tenantId)
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 200));
  if (options.name) query = query.where('name', '=', options.name);
  if (options.state === 'retrying') query = query.where('state', '=', 'queued').where('attempts', '>', 0);
  else if (options.state) query = query.where('state', '=', options.state);
  if (options.keyPrefix) {
    const pattern = `${escapeLike(options.keyPrefix)}%`;
    query = query.where(sql<SqlBool>`key LIKE ${pattern} ESCAPE '\\'`);
  }
  if (options.beforeId) query = query.where('id', '<', options.beforeId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    key: row.key,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: row.run_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    payload: JSON.parse(row.payload) as unknown,
  }));
}

export type JobCounts = Record<JobState | 'retrying', number>;

/** How many of one tenant's jobs (of one name, when given) are in each state. */
export async function countJobs(
  db: Kysely<Database>,
  options: { tenantId: string; name?: string },
): Promise<JobCounts> {
  let query = db
    .selectFrom('jobs')
    .select((eb) => [
      'state',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>(eb.case().when('attempts', '>', 0).then(1).else(0).end()).as('retried'),
    ])
    .where('tenant_id', '=', options.tenantId)
    .groupBy('state');
  if (options.name) query = query.where('name', '=', options.name);
  const counts: JobCounts = { queued: 0, running: 0, done: 0, failed: 0, retrying: 0 };
  for (const row of await query.execute()) {
    counts[row.state] = Number(row.count);
    if (row.state === 'queued') counts.retrying = Number(row.retried);
  }
  return counts;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
