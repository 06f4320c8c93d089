import type { NewParentLink } from '@dars/core/contract';
import type { Caller, TenantContext } from '../../context.ts';
import { findStudent } from '../auth/find-student.ts';
import { newParentToken, parentTokenHash } from './tokens.ts';
import { auditedWrite } from '../audit/audited-write.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes a read-only parent link to the student's progress, valid for `days`; the answer is the only
 * place the token appears. Made by the student themself or by staff; audited either way.
 */
export async function createParentLink(
  ctx: TenantContext,
  options: { caller: Caller; studentId: string; days: number; parentPhone?: string | undefined },
): Promise<NewParentLink> {
  const token = newParentToken();
  const now = ctx.now();
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + options.days * DAY_MS).toISOString();
  return auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const student = await findStudent(trx, ctx, options.studentId);
    const parentPhone = options.parentPhone || student.parent_phone || null;
    const row = await trx
      .insertInto('parent_links')
      .values({
        tenant_id: ctx.tenantId,
        user_id: student.id,
        token_hash: parentTokenHash(token),
        parent_phone: parentPhone,
        created_by: options.caller.userId,
        created_at: createdAt,
        expires_at: expiresAt,
        revoked_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = { id: Number(row.id), createdAt, expiresAt, revokedAt: null, parentPhone };
    await audit({
      action: 'parent_link.create',
      entityType: 'parent_link',
      entityId: link.id,
      before: null,
      after: { studentId: student.id, expiresAt, parentPhone },
    });
    return { ...link, token };
  });
}
