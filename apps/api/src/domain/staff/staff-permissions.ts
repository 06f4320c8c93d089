import type { StaffMember } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import { recordChange } from '../audit/record-change.ts';
import { listStaff } from './list-staff.ts';

/** What the teacher decides per assistant: create code batches, enrol students by hand. */
export type StaffPermission = 'createCodes' | 'enrol';

const COLUMN = { createCodes: 'can_create_codes', enrol: 'can_enrol' } as const;

/**
 * Refuses (403 `not_permitted`) an assistant the teacher has not let do `permission`; the teacher
 * (Admin) always may. Read from the database on every call, so a change applies to the next request.
 */
export async function requireStaffPermission(
  ctx: TenantContext,
  caller: Caller,
  permission: StaffPermission,
): Promise<void> {
  if (caller.role === 'Admin') return;
  const row = await ctx.db
    .selectFrom('users')
    .select(COLUMN[permission])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', caller.userId)
    .where('role', '=', 'Moderator')
    .executeTakeFirst();
  const allowed = row ? Number((row as Record<string, unknown>)[COLUMN[permission]]) === 1 : false;
  if (!allowed) throw forbidden('not_permitted', SERVER_MESSAGES.notPermitted);
}

/** Sets what one assistant of the tenant may do (404 for anyone else); audited. */
export async function setStaffPermissions(
  ctx: TenantContext,
  options: { caller: Caller; staffId: string; canCreateCodes: boolean; canEnrol: boolean },
): Promise<StaffMember> {
  await ctx.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('users')
      .select(['id', 'can_create_codes', 'can_enrol'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.staffId)
      .where('role', '=', 'Moderator')
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!member) throw notFound(SERVER_MESSAGES.staffNotFound);
    const after = { canCreateCodes: options.canCreateCodes, canEnrol: options.canEnrol };
    await trx
      .updateTable('users')
      .set({
        can_create_codes: after.canCreateCodes ? 1 : 0,
        can_enrol: after.canEnrol ? 1 : 0,
        updated_at: ctx.now().toISOString(),
      })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', member.id)
      .execute();
    await recordChange(trx, ctx, {
      actor: options.caller,
      action: 'staff.permissions',
      entityType: 'staff',
      entityId: member.id,
      before: {
        canCreateCodes: Number(member.can_create_codes) === 1,
        canEnrol: Number(member.can_enrol) === 1,
      },
      after,
    });
  });
  const member = (await listStaff(ctx)).find((m) => m.id === options.staffId);
  if (!member) throw notFound(SERVER_MESSAGES.staffNotFound);
  return member;
}
