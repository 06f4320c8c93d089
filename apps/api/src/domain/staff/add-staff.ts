import crypto from 'node:crypto';
import type { StaffMember } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { StaffRole } from '@dars/core/rules';
import type { Caller, TenantContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { uniqueViolation } from '../../db/dialect.ts';
import { hashPassword } from '../auth/passwords.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/**
 * Adds an assistant (Moderator) with a temporary password the teacher hands over; the email and
 * phone must be free in the tenant (400 email_taken / phone_taken, nothing written). Audited.
 * The admin command line (`staff:create`) adds staff through here too, and may add an Admin.
 */
export async function addStaff(
  ctx: TenantContext,
  options: {
    caller: Caller;
    name: string;
    email: string;
    phoneNumber: string;
    password: string;
    role?: StaffRole;
  },
): Promise<StaffMember> {
  const role = options.role ?? 'Moderator';
  const taken = await ctx.db
    .selectFrom('users')
    .select(['email', 'phone_number'])
    .where('tenant_id', '=', ctx.tenantId)
    .where((eb) => eb.or([eb('email', '=', options.email), eb('phone_number', '=', options.phoneNumber)]))
    .execute();
  if (taken.some((row) => row.email === options.email))
    throw badRequest('email_taken', SERVER_MESSAGES.emailTaken);
  if (taken.length > 0) throw badRequest('phone_taken', SERVER_MESSAGES.phoneTaken);
  const passwordHash = await hashPassword(options.password);
  const at = ctx.now().toISOString();
  const id = crypto.randomUUID();
  try {
    await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
      await trx
        .insertInto('users')
        .values({
          id,
          tenant_id: ctx.tenantId,
          role,
          user_name: options.name,
          email: options.email,
          phone_number: options.phoneNumber,
          parent_phone: '',
          academic_year: 'Secondary3',
          image_path: null,
          password_hash: passwordHash,
          email_confirmed: 1,
          active: 1,
          registration_date: at,
          updated_at: at,
        })
        .execute();
      await audit({
        action: 'staff.create',
        entityType: 'staff',
        entityId: id,
        before: null,
        after: {
          name: options.name,
          email: options.email,
          phoneNumber: options.phoneNumber,
          role,
        },
      });
    });
  } catch (error) {
    const violated = uniqueViolation(error);
    if (violated !== null) {
      throw /phone/i.test(violated)
        ? badRequest('phone_taken', SERVER_MESSAGES.phoneTaken)
        : badRequest('email_taken', SERVER_MESSAGES.emailTaken);
    }
    throw error;
  }
  return {
    id,
    name: options.name,
    email: options.email,
    phoneNumber: options.phoneNumber,
    role,
    createdAt: at,
    // a new assistant starts without either; the teacher grants them (staff-permissions.ts)
    canCreateCodes: false,
    canEnrol: false,
  };
}
