import { SERVER_MESSAGES } from '@dars/core/messages';
import { isStaffRole } from '@dars/core/rules';
import type { Caller, TenantContext } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';

export interface ProgressStudent {
  id: string;
  name: string;
}

/**
 * The student whose progress a parent asks about, after checking who asks: staff of the tenant
 * (a parent phoning the centre) or the student themself (their own phone is `studentPhone`);
 * anyone else 403. Both phones must belong to the same student of the tenant, else 404 — the same
 * answer whether the student is unknown or the parent phone is wrong, so nothing can be probed.
 */
export async function findProgressStudent(
  ctx: TenantContext,
  options: { caller: Caller; parentPhone: string; studentPhone: string },
): Promise<ProgressStudent> {
  const { caller, parentPhone, studentPhone } = options;
  if (!isStaffRole(caller.role)) {
    const self = await ctx.db
      .selectFrom('users')
      .select('phone_number')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', caller.userId)
      .executeTakeFirst();
    if (self?.phone_number !== studentPhone)
      throw forbidden('not_own_progress', SERVER_MESSAGES.noProgressAccess);
  }
  const student = await ctx.db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('role', '=', 'Student')
    .where('phone_number', '=', studentPhone)
    .where('parent_phone', '=', parentPhone)
    .executeTakeFirst();
  if (!student) throw notFound(SERVER_MESSAGES.studentNotFound);
  return { id: student.id, name: student.user_name };
}
