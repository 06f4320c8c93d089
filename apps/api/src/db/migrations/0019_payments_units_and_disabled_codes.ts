import type { Kysely } from 'kysely';
import { withIntegerId } from './0001_initial.ts';

/**
 * Online payments, continued (docs/payments.md): a unit sold on its own has a price (null: it is
 * sold by unit codes only); an order for such a unit names it (`unit_id`, null for a course order,
 * whose `course_id` is then the unit's course), and the unit it gave names the order (so a full
 * refund removes that unit, never one a code gave); a discount code can be disabled; each refund of
 * an order is kept (amount, when, from the console or from Paymob's dashboard) for its receipt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('units').addColumn('price', 'double precision').execute();
  await db.schema.alterTable('orders').addColumn('unit_id', 'integer').execute();
  await db.schema.alterTable('unit_ownerships').addColumn('order_id', 'integer').execute();
  await db.schema.alterTable('discount_codes').addColumn('disabled_at', 'text').execute();
  await withIntegerId(db, db.schema.createTable('order_refunds'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('refunded_at', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_refunds_order_ix')
    .on('order_refunds')
    .columns(['tenant_id', 'order_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_refunds').execute();
  await db.schema.alterTable('discount_codes').dropColumn('disabled_at').execute();
  await db.schema.alterTable('unit_ownerships').dropColumn('order_id').execute();
  await db.schema.alterTable('orders').dropColumn('unit_id').execute();
  await db.schema.alterTable('units').dropColumn('price').execute();
}
