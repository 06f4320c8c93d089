import type { Kysely } from 'kysely';

/**
 * A sealed copy of each new code beside its keyed hash (secrets/settings-box.ts, per tenant), so
 * the teacher can download a batch's still-unused codes again. Codes made before this have none:
 * their batch says it cannot be downloaded again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('course_codes').addColumn('sealed_code', 'text').execute();
  await db.schema.alterTable('unit_codes').addColumn('sealed_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('unit_codes').dropColumn('sealed_code').execute();
  await db.schema.alterTable('course_codes').dropColumn('sealed_code').execute();
}
