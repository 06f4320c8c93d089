import { LIMITS } from '../contract/values.ts';
import { MIN_PASSWORD_LENGTH } from './constants.ts';
import { isGrade, normalizeGrade, type Grade } from './grade.ts';
import {
  isEgyptianMobile,
  isEmail,
  normalizeEmail,
  normalizeMobile,
  parseLoginIdentifier,
} from './identity.ts';

/** Message ids shared with the catalogue in `@dars/core/messages`. */
export const VALIDATION_MESSAGE_IDS = [
  'validation.passwordsMismatch',
  'validation.gradeRequired',
  'validation.phoneRequired',
  'validation.parentPhoneRequired',
  'validation.userNameRequired',
  'validation.phoneInvalid',
  'validation.parentPhoneInvalid',
  'validation.emailRequired',
  'validation.emailInvalid',
  'validation.loginIdentifierInvalid',
  'validation.passwordRequired',
  'validation.passwordTooShort',
  'validation.otpInvalid',
  'profile.passwordsMismatch',
  'profile.passwordTooShort',
  'profile.noChanges',
  'enrol.codeRequired',
  'unitCode.invalid',
] as const;
export type ValidationMessageId = (typeof VALIDATION_MESSAGE_IDS)[number];

/** Server-side maximum lengths (characters) for registration fields. */
export const REGISTRATION_LIMITS = {
  name: LIMITS.name,
  email: LIMITS.email,
  password: LIMITS.password,
} as const;

export const OTP_PATTERN = /^\d{6}$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isBlank(value: unknown): boolean {
  return text(value).trim() === '';
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export function characterCount(value: unknown): number {
  return [...text(value)].length;
}

export interface RegistrationForm {
  userName?: unknown;
  email?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
  phoneNumber?: unknown;
  parentPhone?: unknown;
  academicYear?: unknown;
}

/**
 * Registration checks in the product's order (passwords equal, at least MIN_PASSWORD_LENGTH
 * characters, grade, phones, user name, phone patterns), then email required/format and password
 * required (the form marks email required and of email type). Returns the first failure.
 * Grade accepts anything normalizeGrade maps to one of the three grades.
 */
export function validateRegistration(form: RegistrationForm | null | undefined): ValidationMessageId | null {
  const f = form ?? {};
  if (text(f.password) !== text(f.confirmPassword)) return 'validation.passwordsMismatch';
  // An empty password is reported last, as "required"; a short one right after the mismatch.
  if (text(f.password) !== '' && characterCount(f.password) < MIN_PASSWORD_LENGTH)
    return 'validation.passwordTooShort';
  if (!isGrade(normalizeGrade(f.academicYear))) return 'validation.gradeRequired';
  if (isBlank(f.phoneNumber)) return 'validation.phoneRequired';
  if (isBlank(f.parentPhone)) return 'validation.parentPhoneRequired';
  if (isBlank(f.userName)) return 'validation.userNameRequired';
  if (!isEgyptianMobile(normalizeMobile(f.phoneNumber))) return 'validation.phoneInvalid';
  if (!isEgyptianMobile(normalizeMobile(f.parentPhone))) return 'validation.parentPhoneInvalid';
  if (isBlank(f.email)) return 'validation.emailRequired';
  if (!isEmail(normalizeEmail(f.email))) return 'validation.emailInvalid';
  if (text(f.password) === '') return 'validation.passwordRequired';
  return null;
}

/** Which field (if any) is longer than REGISTRATION_LIMITS allows — for the server's 400. */
export function registrationLimitExceeded(
  form: RegistrationForm | null | undefined,
): keyof typeof REGISTRATION_LIMITS | null {
  const f = form ?? {};
  if (characterCount(text(f.userName).trim()) > REGISTRATION_LIMITS.name) return 'name';
  if (characterCount(normalizeEmail(f.email)) > REGISTRATION_LIMITS.email) return 'email';
  if (characterCount(f.password) > REGISTRATION_LIMITS.password) return 'password';
  return null;
}

export interface ResetPasswordForm {
  email?: unknown;
  otp?: unknown;
  newPassword?: unknown;
  confirmPassword?: unknown;
}

/** Reset order: passwords equal, at least 6 characters, email required; then email format and a 6-digit code. */
export function validateResetPassword(
  form: ResetPasswordForm | null | undefined,
): ValidationMessageId | null {
  const f = form ?? {};
  if (text(f.newPassword) !== text(f.confirmPassword)) return 'validation.passwordsMismatch';
  if (characterCount(f.newPassword) < MIN_PASSWORD_LENGTH) return 'validation.passwordTooShort';
  if (isBlank(f.email)) return 'validation.emailRequired';
  if (!isEmail(normalizeEmail(f.email))) return 'validation.emailInvalid';
  if (!OTP_PATTERN.test(normalizeMobile(f.otp))) return 'validation.otpInvalid';
  return null;
}

/**
 * A signed-in password change (profile wording): new password and confirmation equal first, then at
 * least MIN_PASSWORD_LENGTH characters.
 */
export function validatePasswordChange(form: {
  newPassword?: unknown;
  confirmPassword?: unknown;
}): ValidationMessageId | null {
  if (text(form.newPassword) !== text(form.confirmPassword)) return 'profile.passwordsMismatch';
  if (characterCount(form.newPassword) < MIN_PASSWORD_LENGTH) return 'profile.passwordTooShort';
  return null;
}

/** Step 1 of reset / forgot password: only the email. */
export function validateEmailStep(email: unknown): ValidationMessageId | null {
  if (isBlank(email)) return 'validation.emailRequired';
  if (!isEmail(normalizeEmail(email))) return 'validation.emailInvalid';
  return null;
}

export interface LoginForm {
  identifier?: unknown;
  password?: unknown;
}

export function validateLogin(form: LoginForm | null | undefined): ValidationMessageId | null {
  const f = form ?? {};
  if (parseLoginIdentifier(f.identifier).kind === 'invalid') return 'validation.loginIdentifierInvalid';
  if (text(f.password) === '') return 'validation.passwordRequired';
  return null;
}

export interface ProfileOriginal {
  name?: unknown;
  grade?: unknown;
}

export interface ProfileEdited {
  name?: unknown;
  grade?: unknown;
  newPassword?: unknown;
  confirmPassword?: unknown;
}

/** Named like the contract's UpdateProfileBody (userName, academicYear); newPassword goes to ChangePassword. */
export interface ProfileChanges {
  userName?: string;
  academicYear?: Grade;
  newPassword?: string;
}

export type ProfileChangeResult = { error: ValidationMessageId } | { changes: ProfileChanges };

/**
 * Profile: a password change (either password field non-empty) must match and have
 * at least 6 characters; only changed fields are returned; nothing changed → profile.noChanges.
 * Name is compared trimmed and may not become blank; grade must normalise to one of the grades.
 */
export function validateProfileChange(
  original: ProfileOriginal | null | undefined,
  edited: ProfileEdited | null | undefined,
): ProfileChangeResult {
  const before = original ?? {};
  const after = edited ?? {};
  const newPassword = text(after.newPassword);
  const wantsPasswordChange = newPassword !== '' || text(after.confirmPassword) !== '';
  if (wantsPasswordChange) {
    const problem = validatePasswordChange(after);
    if (problem) return { error: problem };
  }
  const name = text(after.name).trim();
  if (name === '') return { error: 'validation.userNameRequired' };
  const grade = normalizeGrade(after.grade);
  if (!isGrade(grade)) return { error: 'validation.gradeRequired' };

  const changes: ProfileChanges = {};
  if (name !== text(before.name).trim()) changes.userName = name;
  if (grade !== normalizeGrade(before.grade)) changes.academicYear = grade;
  if (wantsPasswordChange) changes.newPassword = newPassword;
  if (Object.keys(changes).length === 0) return { error: 'profile.noChanges' };
  return { changes };
}

/** Course registration code box: empty after trimming → enrol.codeRequired. */
export function validateCourseCode(code: unknown): ValidationMessageId | null {
  return isBlank(code) ? 'enrol.codeRequired' : null;
}

/** Unit code (client rule): a non-empty string after trimming, else unitCode.invalid. */
export function validateUnitCode(code: unknown): ValidationMessageId | null {
  return isBlank(code) ? 'unitCode.invalid' : null;
}
