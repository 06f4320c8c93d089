import type { Caller, TenantContext } from '../../context.ts';
import type { Mailer } from '../../mail/index.ts';
import { issueOtp } from '../auth/otp.ts';
import { findStudent } from '../auth/find-student.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/**
 * Staff sends the student a one-time password-reset code by email: the same code and flow as
 * "forgot password" (the student sets a new password with it); audited.
 */
export async function sendPasswordReset(
  ctx: TenantContext,
  options: { caller: Caller; studentId: string; mailer: Mailer; otpKey: string },
): Promise<void> {
  const student = await findStudent(ctx.db, ctx, options.studentId);
  const code = await auditedWrite(
    ctx,
    { caller: options.caller, studentsSee: false },
    async ({ trx, audit }) => {
      const issued = await issueOtp(
        { ...ctx, db: trx },
        { userId: student.id, purpose: 'reset-password', key: options.otpKey },
      );
      await audit({
        action: 'student.password_reset_sent',
        entityType: 'student',
        entityId: student.id,
        before: null,
        after: { email: student.email },
      });
      return issued;
    },
  );
  await options.mailer.sendOtp({ to: student.email, purpose: 'reset-password', code });
}
