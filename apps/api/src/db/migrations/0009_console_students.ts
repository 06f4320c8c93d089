import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { withIntegerId } from './0001_initial.ts';

type AnyDb = Kysely<unknown>;

/**
 * The console's students: the browser of each device (recorded at sign-in), a per-user stamp
 * before which every access token is refused (deactivation, staff removal), read-only parent
 * links (only a hash of the link's token is kept), and the indexes the students table pages by.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('devices').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('users').addColumn('sessions_valid_after', 'text').execute();

  await withIntegerId(db, db.schema.createTable('parent_links'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('parent_phone', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('parent_links_tenant_user_ix')
    .on('parent_links')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();

  // the students table: one role of one tenant, ordered by name or registration date
  await db.schema
    .createIndex('users_tenant_role_registered_ix')
    .on('users')
    .columns(['tenant_id', 'role', 'registration_date'])
    .execute();
  await db.schema
    .createIndex('users_tenant_role_name_ix')
    .on('users')
    .columns(['tenant_id', 'role', 'user_name'])
    .execute();
  // newest activity first with never-active students last: SQLite's default order of NULLs in a
  // descending scan; PostgreSQL needs the index to say so
  if (isPostgres(db)) {
    await sql`CREATE INDEX users_tenant_role_activity_ix ON users (tenant_id, role, last_activity_at DESC NULLS LAST)`.execute(
      db,
    );
  } else {
    await db.schema
      .createIndex('users_tenant_role_activity_ix')
      .on('users')
      .columns(['tenant_id', 'role', 'last_activity_at'])
      .execute();
  }
  // the course filter: who is enrolled in a course
  await db.schema
    .createIndex('enrollments_tenant_course_ix')
    .on('enrollments')
    .columns(['tenant_id', 'course_id', 'user_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('enrollments_tenant_course_ix').ifExists().execute();
  await db.schema.dropIndex('users_tenant_role_activity_ix').ifExists().execute();
  await db.schema.dropIndex('users_tenant_role_name_ix').ifExists().execute();
  await db.schema.dropIndex('users_tenant_role_registered_ix').ifExists().execute();
  await db.schema.dropTable('parent_links').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('sessions_valid_after').execute();
  await db.schema.alterTable('devices').dropColumn('user_agent').execute();
}
