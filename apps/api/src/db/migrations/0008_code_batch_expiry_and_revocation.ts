import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

const CODE_TABLES = ['course_codes', 'unit_codes'] as const;

/**
 * Code batches made in the console: who made them, an optional expiry, and revocation of the codes
 * still unspent (a lost stack of cards). Codes stay stored only as keyed hashes.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('code_batches').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('code_batches').addColumn('created_by', 'text').execute();
  await db.schema.alterTable('code_batches').addColumn('revoked_at', 'text').execute();
  await db.schema
    .createIndex('code_batches_tenant_created_ix')
    .on('code_batches')
    .columns(['tenant_id', 'created_at'])
    .execute();
  for (const table of CODE_TABLES) {
    await db.schema.alterTable(table).addColumn('revoked_at', 'text').execute();
    await db.schema.createIndex(`${table}_batch_ix`).on(table).columns(['batch_id']).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of CODE_TABLES) {
    await db.schema.dropIndex(`${table}_batch_ix`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('revoked_at').execute();
  }
  await db.schema.dropIndex('code_batches_tenant_created_ix').ifExists().execute();
  for (const column of ['revoked_at', 'created_by', 'expires_at']) {
    await db.schema.alterTable('code_batches').dropColumn(column).execute();
  }
}
