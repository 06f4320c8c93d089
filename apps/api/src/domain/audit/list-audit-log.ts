import type { AuditLogPage } from '@dars/core/contract';
import type { TenantContext } from '../../context.ts';

export interface ListAuditLogOptions {
  page: number;
  pageSize: number;
  actorId?: string | undefined;
  /** an exact action (`course.update`) or an entity type (`course`) */
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function parsed(json: string | null): unknown {
  return json === null ? null : (JSON.parse(json) as unknown);
}

/** A page of the tenant's audit log, newest first, with everyone who appears in it. */
export async function listAuditLog(ctx: TenantContext, options: ListAuditLogOptions): Promise<AuditLogPage> {
  let query = ctx.db.selectFrom('audit_log').where('tenant_id', '=', ctx.tenantId);
  if (options.actorId) query = query.where('actor_id', '=', options.actorId);
  if (options.action) {
    const action = options.action;
    query = query.where((eb) => eb.or([eb('action', '=', action), eb('entity_type', '=', action)]));
  }
  if (options.from) query = query.where('created_at', '>=', new Date(options.from).toISOString());
  if (options.to) query = query.where('created_at', '<=', new Date(options.to).toISOString());

  const [{ count }, rows, actors] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    ctx.db
      .selectFrom('audit_log')
      .select(['actor_id', (eb) => eb.fn.max('actor_name').as('actor_name')])
      .where('tenant_id', '=', ctx.tenantId)
      .groupBy('actor_id')
      .execute(),
  ]);
  const totalCount = Number(count);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.created_at,
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      before: parsed(row.before_json),
      after: parsed(row.after_json),
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / options.pageSize),
    currentPage: options.page,
    actors: actors.map((actor) => ({ id: actor.actor_id, name: String(actor.actor_name) })),
  };
}
