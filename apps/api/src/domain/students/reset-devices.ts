import type { Caller, TenantContext } from '../../context.ts';
import { findStudent } from '../auth/find-student.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/** Forgets every device of the student (so new ones can sign in) and ends their sessions; audited. */
export async function resetDevices(ctx: TenantContext, options: { caller: Caller; studentId: string }) {
  const at = ctx.now().toISOString();
  await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const student = await findStudent(trx, ctx, options.studentId);
    const devices = await trx
      .selectFrom('devices')
      .select(['id', 'created_at', 'last_seen_at', 'user_agent'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', student.id)
      .execute();
    await trx
      .deleteFrom('devices')
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', student.id)
      .execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: at })
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', student.id)
      .where('revoked_at', 'is', null)
      .execute();
    await audit({
      action: 'student.reset_devices',
      entityType: 'student',
      entityId: student.id,
      before: { devices: devices.length },
      after: { devices: 0 },
    });
  });
}
