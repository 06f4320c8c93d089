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

/** The student an entry is about (a student, their enrolment or their parent link), if any. */
function studentIdOf(row: { entity_type: string; entity_id: string; after: unknown; before: unknown }) {
  if (row.entity_type === 'student') return row.entity_id;
  if (row.entity_type === 'enrolment') return row.entity_id.split(':')[0] ?? null;
  const payload = (row.after ?? row.before) as { studentId?: unknown } | null;
  return row.entity_type === 'parent_link' && typeof payload?.studentId === 'string'
    ? payload.studentId
    : null;
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
  const entries = rows.map((row) => ({
    ...row,
    before: parsed(row.before_json),
    after: parsed(row.after_json),
  }));
  const studentIds = [...new Set(entries.map(studentIdOf).filter((id): id is string => Boolean(id)))];
  const students = studentIds.length
    ? await ctx.db
        .selectFrom('users')
        .select(['id', 'user_name'])
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', 'in', studentIds)
        .execute()
    : [];
  const studentName = new Map(students.map((student) => [student.id, student.user_name]));
  return {
    items: entries.map((row) => ({
      id: row.id,
      at: row.created_at,
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      before: row.before,
      after: row.after,
      studentName: studentName.get(studentIdOf(row) ?? '') ?? null,
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / options.pageSize),
    currentPage: options.page,
    actors: actors.map((actor) => ({ id: actor.actor_id, name: String(actor.actor_name) })),
  };
}
