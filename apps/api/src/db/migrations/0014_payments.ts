import type { Kysely } from 'kysely';
import { withIntegerId } from './0001_initial.ts';

type AnyDb = Kysely<unknown>;

/**
 * Online payments (docs/payments.md): each tenant's Paymob settings, sealed as one text under the
 * server's SETTINGS_KEY (apps/api/src/secrets/settings-box.ts), and the orders students place.
 * An order is matched to a Paymob callback by the Paymob order id bound when its intention was
 * made, unique per tenant; amounts are whole piasters.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('payment_settings')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();

  await withIntegerId(db, db.schema.createTable('orders'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('method', 'text')
    .addColumn('paymob_order_id', 'text')
    .addColumn('paymob_intention_id', 'text')
    .addColumn('paymob_transaction_id', 'text')
    .addColumn('bill_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema
    .createIndex('orders_tenant_paymob_order_ux')
    .on('orders')
    .columns(['tenant_id', 'paymob_order_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('orders_tenant_created_ix')
    .on('orders')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_tenant_user_ix')
    .on('orders')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_tenant_status_ix')
    .on('orders')
    .columns(['tenant_id', 'status', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('payment_settings').execute();
}
