import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Messages, second part (src/domain/messages/): each tenant's edited template per event (the
 * Arabic default applies where none is saved), the point up to which each recurring event sweep
 * has looked (new units opened), and an index for the sweep of old finished jobs.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('message_templates')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('whatsapp_name', 'text', (c) => c.notNull())
    .addColumn('whatsapp_language', 'text', (c) => c.notNull())
    /** JSON array of the event's variable names filling {{1}}, {{2}}, … */
    .addColumn('whatsapp_params', 'text', (c) => c.notNull())
    .addColumn('sms_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_templates_pk', ['tenant_id', 'event'])
    .execute();

  await db.schema
    .createTable('message_sweeps')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    /** everything up to this instant has been looked at */
    .addColumn('swept_until', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_sweeps_pk', ['tenant_id', 'name'])
    .execute();

  // the sweep of old finished jobs (jobs/sweep-job.ts)
  await db.schema
    .createIndex('jobs_state_finished_ix')
    .on('jobs')
    .columns(['state', 'finished_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('jobs_state_finished_ix').execute();
  await db.schema.dropTable('message_sweeps').execute();
  await db.schema.dropTable('message_templates').execute();
}
