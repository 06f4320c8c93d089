import type { Kysely } from 'kysely';

/**
 * Online payments, continued (docs/payments.md): a unit sold on its own has a price (null: it is
 * sold by unit codes only); an order for such a unit names it (`unit_id`, null for a course order,
 * whose `course_id` is then the unit's course), and the unit it gave names the order (so a full
 * refund removes that unit, never one a code gave); a discount code can be disabled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('units').addColumn('price', 'double precision').execute();
  await db.schema.alterTable('orders').addColumn('unit_id', 'integer').execute();
  await db.schema.alterTable('unit_ownerships').addColumn('order_id', 'integer').execute();
  await db.schema.alterTable('discount_codes').addColumn('disabled_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('discount_codes').dropColumn('disabled_at').execute();
  await db.schema.alterTable('unit_ownerships').dropColumn('order_id').execute();
  await db.schema.alterTable('orders').dropColumn('unit_id').execute();
  await db.schema.alterTable('units').dropColumn('price').execute();
}
