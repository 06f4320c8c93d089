import type { Kysely } from 'kysely';
import { withIntegerId } from './0001_initial.ts';

type AnyDb = Kysely<unknown>;

/** The rows the teacher edits in the console carry a version, so a stale save is refused (409). */
export const VERSIONED_TABLES = [
  'courses',
  'units',
  'lessons',
  'books',
  'teacher_profiles',
  'testimonials',
] as const;

/**
 * The console's audit log (who, what, when, before and after; docs/product-rules.md), the
 * version column of every row the console edits, and each student's last activity.
 */
export async function up(db: AnyDb): Promise<void> {
  await withIntegerId(db, db.schema.createTable('audit_log'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_tenant_time_ix')
    .on('audit_log')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_tenant_actor_ix')
    .on('audit_log')
    .columns(['tenant_id', 'actor_id', 'created_at'])
    .execute();
  // the student's last sign-in, lesson or quiz: the console sorts and finds idle students by it
  await db.schema.alterTable('users').addColumn('last_activity_at', 'text').execute();
  await db.schema
    .createIndex('users_tenant_activity_ix')
    .on('users')
    .columns(['tenant_id', 'last_activity_at'])
    .execute();
  for (const table of VERSIONED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_tenant_activity_ix').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('last_activity_at').execute();
  for (const table of VERSIONED_TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
  await db.schema.dropTable('audit_log').ifExists().execute();
}
