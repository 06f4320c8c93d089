import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Bunny Stream for tenants that configure it (docs/decisions/0035-bunny-stream.md): the tenant's
 * library id, Stream API key and token authentication key, sealed together per tenant; and, per
 * uploaded lesson video, where it is hosted (`local`: our encrypted HLS ladder; `bunny`: the
 * library) with the video's id and library there.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('video_host_settings')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .alterTable('lesson_videos')
    .addColumn('host', 'text', (c) => c.notNull().defaultTo('local'))
    .execute();
  await db.schema.alterTable('lesson_videos').addColumn('host_video_id', 'text').execute();
  await db.schema.alterTable('lesson_videos').addColumn('host_library_id', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('lesson_videos').dropColumn('host_library_id').execute();
  await db.schema.alterTable('lesson_videos').dropColumn('host_video_id').execute();
  await db.schema.alterTable('lesson_videos').dropColumn('host').execute();
  await db.schema.dropTable('video_host_settings').ifExists().execute();
}
