import type { Kysely } from 'kysely';

/**
 * A user's refresh tokens by user: the sessions that ended recently are read with the user's
 * session stamp (domain/auth/session-stamps.ts) whenever it is not cached, and every session of a
 * user is ended at once on a password change or reset.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('refresh_tokens_tenant_user_ix')
    .on('refresh_tokens')
    .columns(['tenant_id', 'user_id', 'revoked_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('refresh_tokens_tenant_user_ix').ifExists().execute();
}
