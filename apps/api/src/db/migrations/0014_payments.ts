import type { Kysely } from 'kysely';
import { withIntegerId } from './0001_initial.ts';

type AnyDb = Kysely<unknown>;

/**
 * Online payments (docs/payments.md): each tenant's Paymob settings, sealed as one text under the
 * server's SETTINGS_KEY (apps/api/src/secrets/settings-box.ts), discount codes, and the orders
 * students place.
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

  // discount codes (docs/payments.md): percent or fixed, one course or all, usage limits, expiry
  await withIntegerId(db, db.schema.createTable('discount_codes'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_student', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema
    .createIndex('discount_codes_tenant_code_ux')
    .on('discount_codes')
    .columns(['tenant_id', 'code'])
    .unique()
    .execute();

  await withIntegerId(db, db.schema.createTable('orders'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_code_id', 'integer')
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
  await db.schema.dropTable('discount_codes').execute();
  await db.schema.dropTable('payment_settings').execute();
}
