import type { Caller, TenantContext } from '../../context.ts';
import { forgetSessionStamp } from '../auth/session-stamps.ts';
import { findStudent } from '../auth/find-student.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/**
 * Deactivates or reactivates a student, audited. Deactivation refuses the next sign-in, revokes
 * every refresh token and stamps the user so every access token issued before now is refused on
 * its very next request (domain/auth/session-stamps.ts).
 */
async function setStudentActive(
  ctx: TenantContext,
  options: { caller: Caller; studentId: string; active: boolean },
): Promise<void> {
  const at = ctx.now().toISOString();
  await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const student = await findStudent(trx, ctx, options.studentId);
    await trx
      .updateTable('users')
      .set(
        options.active
          ? { active: 1, updated_at: at }
          : { active: 0, sessions_valid_after: at, updated_at: at },
      )
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', student.id)
      .execute();
    if (!options.active) {
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: at })
        .where('tenant_id', '=', ctx.tenantId)
        .where('user_id', '=', student.id)
        .where('revoked_at', 'is', null)
        .execute();
    }
    await audit({
      action: options.active ? 'student.reactivate' : 'student.deactivate',
      entityType: 'student',
      entityId: student.id,
      before: { active: Number(student.active) === 1 },
      after: { active: options.active },
    });
  });
  await forgetSessionStamp(ctx.caches, ctx.tenantId, options.studentId);
}

export function deactivateStudent(ctx: TenantContext, options: { caller: Caller; studentId: string }) {
  return setStudentActive(ctx, { ...options, active: false });
}

export function reactivateStudent(ctx: TenantContext, options: { caller: Caller; studentId: string }) {
  return setStudentActive(ctx, { ...options, active: true });
}
