import type { Kysely } from 'kysely';

/** The tenant's token-authentication key at the iframe delivery host (null: embeds are sent as stored). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('video_token_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('video_token_key').execute();
}
