import crypto from 'node:crypto';
import fs from 'node:fs';
import { SERVER_MESSAGES, translate } from '@dars/core/messages';
import type { UserInfo } from '@dars/core/contract';
import {
  normalizeEmail,
  normalizeMobile,
  registrationLimitExceeded,
  toGrade,
  validateRegistration,
  type RegistrationForm,
} from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import type { Mailer } from '../../mail/index.ts';
import { uniqueViolation } from '../../db/dialect.ts';
import { storeImage } from '../uploads/store-image.ts';
import { issueOtp } from './otp.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, findUserByPhone, toUserInfo } from './users.ts';

const TOO_LONG: Record<'name' | 'email' | 'password', string> = {
  name: SERVER_MESSAGES.userNameTooLong,
  email: SERVER_MESSAGES.emailTooLong,
  password: SERVER_MESSAGES.passwordTooLong,
};

/** The register form as it arrives (multipart text fields, wire names). */
export interface RegisterForm {
  UserName?: unknown;
  Email?: unknown;
  Password?: unknown;
  ConfirmPassword?: unknown;
  PhoneNumber?: unknown;
  ParentPhone?: unknown;
  AcademicYear?: unknown;
}

/**
 * Creates a student account. Checks run in the product's order with the form's own messages
 * (docs/product-rules.md); a student's email or phone already registered is refused by name (the
 * client shows which); the grade is normalised ('3' → Secondary3); an optional picture is stored;
 * a confirmation code is mailed after the answer (`later`).
 *
 * An email or phone of a staff account is not told apart from a free one: the same work is done
 * (the password is hashed) and the same answer given, but nothing is written or mailed, so the
 * registration form cannot be used to find the teacher's assistants.
 */
export async function registerStudent(
  ctx: TenantContext,
  options: {
    form: RegisterForm;
    image?: Buffer | undefined;
    uploadsDir: string;
    mailer: Mailer;
    otpKey: string;
    /** runs work after the answer has gone (the mail) */
    later: (label: string, work: () => Promise<void>) => void;
  },
): Promise<UserInfo> {
  const f = options.form;
  const form: RegistrationForm = {
    userName: f.UserName,
    email: f.Email,
    password: f.Password,
    confirmPassword: f.ConfirmPassword,
    phoneNumber: f.PhoneNumber,
    parentPhone: f.ParentPhone,
    academicYear: f.AcademicYear,
  };
  const problem = validateRegistration(form);
  if (problem) throw badRequest('invalid_registration', translate('ar', problem));
  const tooLong = registrationLimitExceeded(form);
  if (tooLong) throw badRequest('invalid_registration', TOO_LONG[tooLong]);

  const email = normalizeEmail(f.Email);
  const phone = normalizeMobile(f.PhoneNumber);
  const grade = toGrade(f.AcademicYear);
  if (!grade) throw badRequest('invalid_registration', translate('ar', 'validation.gradeRequired'));

  const [byEmail, byPhone] = await Promise.all([findUserByEmail(ctx, email), findUserByPhone(ctx, phone)]);
  if (byEmail?.role === 'Student') throw badRequest('email_taken', SERVER_MESSAGES.emailTaken);
  if (byPhone?.role === 'Student') throw badRequest('phone_taken', SERVER_MESSAGES.phoneTaken);
  const staffOwned = byEmail !== undefined || byPhone !== undefined;

  const passwordHash = await hashPassword(String(f.Password));
  const stored = staffOwned
    ? null
    : options.image && options.image.length > 0
      ? await storeImage(options.uploadsDir, options.image)
      : null;
  const at = ctx.now().toISOString();
  const row = {
    id: crypto.randomUUID(),
    tenant_id: ctx.tenantId,
    role: 'Student' as const,
    user_name: String(f.UserName).trim(),
    email,
    phone_number: phone,
    parent_phone: normalizeMobile(f.ParentPhone),
    academic_year: grade,
    image_path: stored?.publicPath ?? null,
    password_hash: passwordHash,
    email_confirmed: 0 as const,
    active: 1 as const,
    registration_date: at,
    updated_at: at,
  };
  if (staffOwned) return toUserInfo(row);
  let code: string;
  try {
    // the user and its confirmation code together, or neither
    code = await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(row).execute();
      return issueOtp({ ...ctx, db: trx }, { userId: row.id, purpose: 'confirm-email', key: options.otpKey });
    });
  } catch (error) {
    if (stored) await fs.promises.rm(stored.file, { force: true });
    const violated = uniqueViolation(error);
    if (violated !== null) {
      // a concurrent registration won the race
      throw /phone/i.test(violated)
        ? badRequest('phone_taken', SERVER_MESSAGES.phoneTaken)
        : badRequest('email_taken', SERVER_MESSAGES.emailTaken);
    }
    throw error;
  }

  options.later('confirm-email', () => options.mailer.sendOtp({ to: email, purpose: 'confirm-email', code }));
  return toUserInfo(row);
}
