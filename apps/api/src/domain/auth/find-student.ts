import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

/** The tenant's student with this id; another tenant's id, a staff id or an unknown one is 404. */
export async function findStudent(
  db: Kysely<Database>,
  ctx: Pick<TenantContext, 'tenantId'>,
  studentId: string,
): Promise<UserRow> {
  const student = await db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', studentId)
    .where('role', '=', 'Student')
    .executeTakeFirst();
  if (!student) throw notFound(SERVER_MESSAGES.studentNotFound);
  return student;
}

/** 404 unless the id is an account of the tenant (checked before a redemption or an enrolment). */
export async function assertStudentInTenant(ctx: TenantContext, studentId: string): Promise<void> {
  const student = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) throw notFound(SERVER_MESSAGES.studentNotFound);
}
