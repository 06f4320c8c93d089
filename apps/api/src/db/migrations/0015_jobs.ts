import type { Kysely } from 'kysely';
import { withIntegerId } from './0001_initial.ts';

type AnyDb = Kysely<unknown>;

/**
 * The durable job runner's one table (src/jobs/): a job is a row from being queued until long
 * after it finished, so a restart loses nothing and the console can list it. A key, when given,
 * is unique per job name: enqueueing it twice keeps the first.
 */
export async function up(db: AnyDb): Promise<void> {
  await withIntegerId(db, db.schema.createTable('jobs'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text')
    .addColumn('key', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_name_key_ux').on('jobs').columns(['name', 'key']).unique().execute();
  // what the runner claims: queued jobs by due time, and leases run out (a killed instance)
  await db.schema.createIndex('jobs_state_run_at_ix').on('jobs').columns(['state', 'run_at']).execute();
  await db.schema
    .createIndex('jobs_tenant_created_ix')
    .on('jobs')
    .columns(['tenant_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
