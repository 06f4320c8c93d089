import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The console's catalogue: a course is archived (not deleted) once anyone is enrolled, and an
 * uploaded lesson video keeps the duration read from its file.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('courses').addColumn('archived_at', 'text').execute();
  await db.schema.alterTable('lessons').addColumn('video_duration_seconds', 'real').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('lessons').dropColumn('video_duration_seconds').execute();
  await db.schema.alterTable('courses').dropColumn('archived_at').execute();
}
