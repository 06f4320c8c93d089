import { sql, type Kysely } from 'kysely';

/**
 * What the teacher lets each assistant (Moderator) do beyond the console's staff rights: create
 * code batches (sellable codes) and enrol students by hand. New assistants start without either;
 * assistants who existed before keep what they could do, until the teacher changes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('can_create_codes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('can_enrol', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE users SET can_create_codes = 1, can_enrol = 1 WHERE role = 'Moderator'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('can_enrol').execute();
  await db.schema.alterTable('users').dropColumn('can_create_codes').execute();
}
