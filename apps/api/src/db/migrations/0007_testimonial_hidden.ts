import type { Kysely } from 'kysely';

/** A testimonial the teacher hid: kept in the console, left off the home page (0/1 flag). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('testimonials')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('testimonials').dropColumn('hidden').execute();
}
