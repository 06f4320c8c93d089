import type { Kysely } from 'kysely';
import { withIntegerId } from './0001_initial.ts';

type AnyDb = Kysely<unknown>;

/**
 * Protected lesson video (docs/decisions/0028-video-hls.md): each uploaded video's HLS ladder with
 * its AES-128 key (sealed per tenant), the transcode's state, the views each student has used, the
 * extra views staff granted, and the view limits of a course and of a lesson (null: no limit / the
 * course's).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('lesson_videos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('key_sealed', 'text', (c) => c.notNull())
    .addColumn('source_path', 'text')
    .addColumn('keep_original', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('playlist_path', 'text')
    .addColumn('duration_seconds', 'real')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lesson_videos_tenant_lesson_ix')
    .on('lesson_videos')
    .columns(['tenant_id', 'lesson_id', 'created_at'])
    .execute();

  await withIntegerId(db, db.schema.createTable('video_views'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('video_id', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('watched_seconds', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('counted_at', 'text')
    .execute();
  await db.schema
    .createIndex('video_views_tenant_user_lesson_ix')
    .on('video_views')
    .columns(['tenant_id', 'user_id', 'lesson_id'])
    .execute();

  await withIntegerId(db, db.schema.createTable('video_view_grants'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('extra_views', 'integer', (c) => c.notNull())
    .addColumn('granted_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('video_view_grants_tenant_user_lesson_ix')
    .on('video_view_grants')
    .columns(['tenant_id', 'user_id', 'lesson_id'])
    .execute();

  await db.schema.alterTable('courses').addColumn('video_view_limit', 'integer').execute();
  await db.schema.alterTable('lessons').addColumn('video_view_limit', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('lessons').dropColumn('video_view_limit').execute();
  await db.schema.alterTable('courses').dropColumn('video_view_limit').execute();
  await db.schema.dropTable('video_view_grants').ifExists().execute();
  await db.schema.dropTable('video_views').ifExists().execute();
  await db.schema.dropTable('lesson_videos').ifExists().execute();
}
