import type { UserInfo } from '@dars/core/contract';
import type { TenantContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';

export function findUserById(ctx: TenantContext, userId: string): Promise<UserRow | undefined> {
  return ctx.db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** `email` must already be normalised (trimmed, lower-cased). */
export function findUserByEmail(ctx: TenantContext, email: string): Promise<UserRow | undefined> {
  return ctx.db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findUserByPhone(ctx: TenantContext, phone: string): Promise<UserRow | undefined> {
  return ctx.db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('phone_number', '=', phone)
    .executeTakeFirst();
}

/** The wire shape of an account (the original's UserInfo). */
export function toUserInfo(
  user: Omit<
    UserRow,
    | 'last_activity_at'
    | 'sessions_valid_after'
    | 'last_quiz_lesson_id'
    | 'last_quiz_score'
    | 'last_quiz_at'
    | 'can_create_codes'
    | 'can_enrol'
    | 'honour_name'
  >,
): UserInfo {
  return {
    id: user.id,
    name: user.user_name,
    email: user.email,
    phoneNumber: user.phone_number,
    parentPhone: user.parent_phone,
    imagePath: user.image_path,
    academicYear: user.academic_year,
    registrationDate: user.registration_date,
  };
}
