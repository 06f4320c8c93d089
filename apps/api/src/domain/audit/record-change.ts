import type { Kysely } from 'kysely';
import type { AuditAction } from '@dars/core/contract';
import type { Caller, TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';

export interface RecordChangeOptions {
  actor: Caller;
  action: AuditAction;
  entityType: string;
  entityId: string | number;
  /** the row as it was (null when created) and as it became (null when deleted) */
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit entry. Call it with the transaction that made the change, so the change and
 * its entry land together or not at all (docs/product-rules.md, "Teacher's console").
 */
export async function recordChange(
  db: Kysely<Database>,
  ctx: Pick<TenantContext, 'tenantId' | 'now'>,
  options: RecordChangeOptions,
): Promise<void> {
  const actor = await db
    .selectFrom('users')
    .select('user_name')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.actor.userId)
    .executeTakeFirst();
  await db
    .insertInto('audit_log')
    .values({
      tenant_id: ctx.tenantId,
      actor_id: options.actor.userId,
      actor_name: actor?.user_name ?? options.actor.userId,
      action: options.action,
      entity_type: options.entityType,
      entity_id: String(options.entityId),
      before_json:
        options.before === null || options.before === undefined ? null : JSON.stringify(options.before),
      after_json:
        options.after === null || options.after === undefined ? null : JSON.stringify(options.after),
      created_at: ctx.now().toISOString(),
    })
    .execute();
}
