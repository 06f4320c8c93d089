import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * A runner claims a job name's due jobs (src/jobs/runner.ts): the queued ones due by now, oldest
 * first, and the running ones whose lease ran out. Each is now an index range read in order; the
 * name's index alone made every claim read and sort every job of that name ever kept, done ones
 * included (a bulk send of 50,000 read 50,000 rows per claim).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('jobs_name_state_run_at_ix')
    .on('jobs')
    .columns(['name', 'state', 'run_at'])
    .execute();
  await db.schema
    .createIndex('jobs_name_state_locked_until_ix')
    .on('jobs')
    .columns(['name', 'state', 'locked_until'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('jobs_name_state_locked_until_ix').execute();
  await db.schema.dropIndex('jobs_name_state_run_at_ix').execute();
}
