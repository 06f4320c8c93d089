import type { Kysely } from 'kysely';
import { withIntegerId } from './0001_initial.ts';

type AnyDb = Kysely<unknown>;

/**
 * Messages to students and parents (src/domain/messages/): each tenant's channels (secrets sealed
 * by src/secrets/settings-box.ts), every message with its status, and the phones that asked for no
 * more messages.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('message_channels')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    /** JSON: what may be shown (ids, template names, the provider's address) */
    .addColumn('settings', 'text', (c) => c.notNull())
    /** JSON of the secrets, sealed */
    .addColumn('sealed_secrets', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_channels_pk', ['tenant_id', 'channel'])
    .execute();

  await withIntegerId(db, db.schema.createTable('messages'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    /** unique per tenant: the same event for the same recipient is one message */
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    /** JSON: the template's parameters, in order */
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('provider_message_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('send_after', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messages_tenant_key_ux')
    .on('messages')
    .columns(['tenant_id', 'key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('messages_tenant_student_ix')
    .on('messages')
    .columns(['tenant_id', 'student_id', 'id'])
    .execute();
  await db.schema
    .createIndex('messages_tenant_phone_sent_ix')
    .on('messages')
    .columns(['tenant_id', 'phone', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('messages_provider_id_ix')
    .on('messages')
    .columns(['provider_message_id'])
    .execute();

  await db.schema
    .createTable('message_opt_outs')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    /** 'reply' | 'link' | 'console' */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_opt_outs_pk', ['tenant_id', 'phone'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('message_opt_outs').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('message_channels').execute();
}
