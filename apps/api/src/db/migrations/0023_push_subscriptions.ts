import type { Kysely } from 'kysely';
import { withIntegerId } from './0001_initial.ts';

type AnyDb = Kysely<unknown>;

/**
 * Web Push (src/domain/messages/push.ts): each browser a student turned notifications on in (its
 * push service endpoint and the keys that encrypt for it), and, on a message sent by push, the
 * subscription it went to. A tenant's VAPID key pair is a `message_channels` row (channel 'push').
 */
export async function up(db: AnyDb): Promise<void> {
  await withIntegerId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** the push service's URL for this browser (RFC 8030 push resource) */
    .addColumn('endpoint', 'text', (c) => c.notNull())
    /** the browser's P-256 public key and auth secret (RFC 8291), base64url */
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_tenant_endpoint_ux')
    .on('push_subscriptions')
    .columns(['tenant_id', 'endpoint'])
    .unique()
    .execute();
  await db.schema
    .createIndex('push_subscriptions_tenant_user_ix')
    .on('push_subscriptions')
    .columns(['tenant_id', 'user_id'])
    .execute();
  await db.schema.alterTable('messages').addColumn('push_subscription_id', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('push_subscription_id').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
