import type { StaffMember } from '@dars/core/contract';
import { STAFF_ROLES } from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';

/** The tenant's active staff: the teacher (Admin) first, then the assistants by name. */
export async function listStaff(ctx: TenantContext): Promise<StaffMember[]> {
  const rows = await ctx.db
    .selectFrom('users')
    .select([
      'id',
      'user_name',
      'email',
      'phone_number',
      'role',
      'registration_date',
      'can_create_codes',
      'can_enrol',
    ])
    .where('tenant_id', '=', ctx.tenantId)
    .where('role', 'in', STAFF_ROLES)
    .where('active', '=', 1)
    .orderBy('role')
    .orderBy('user_name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.user_name,
    email: row.email,
    phoneNumber: row.phone_number,
    role: row.role === 'Admin' ? 'Admin' : 'Moderator',
    createdAt: row.registration_date,
    canCreateCodes: row.role === 'Admin' || Number(row.can_create_codes) === 1,
    canEnrol: row.role === 'Admin' || Number(row.can_enrol) === 1,
  }));
}
