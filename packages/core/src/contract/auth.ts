/** /api/Auth/* — wire names and casing exactly as the original back end. */
import { z } from 'zod';
import {
  LIMITS,
  emailInputSchema,
  gradeInputSchema,
  gradeSchema,
  guidInputSchema,
  guidSchema,
  isoDateTimeSchema,
  newPasswordSchema,
  passwordInputSchema,
  phoneInputSchema,
  requiredText,
} from './common.ts';
import { validationMessages } from '../messages/catalogue/validation.ts';
import {
  validatePasswordChange,
  validateResetPassword,
  type ValidationMessageId,
} from '../rules/validation.ts';
import { envelope, errorEnvelopeSchema, messageEnvelopeSchema } from './envelope.ts';

export const REFRESH_TOKEN_COOKIE = 'refreshToken';
export const DEVICE_ID_HEADER = 'DeviceId';
export const TENANT_HEADER = 'X-Tenant-ID';

export const userInfoSchema = z.object({
  id: guidSchema,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  parentPhone: z.string(),
  imagePath: z.string().nullable(),
  academicYear: gradeSchema,
  registrationDate: isoDateTimeSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A session as login and refresh hand it out. */
export const sessionSchema = z.object({ token: z.string(), user: userInfoSchema });
export type Session = z.infer<typeof sessionSchema>;

// POST /api/Auth/register — multipart/form-data; these are its text fields (plus optional `Image` file).
export const registerBodySchema = z
  .object({
    UserName: requiredText(LIMITS.name, 'UserName'),
    Email: emailInputSchema,
    Password: newPasswordSchema,
    ConfirmPassword: z.string().max(LIMITS.password),
    PhoneNumber: phoneInputSchema,
    ParentPhone: phoneInputSchema,
    AcademicYear: gradeInputSchema,
    /**
     * The optional image part. Declared so that parsing keeps it (a plain object schema strips
     * unknown keys); the route checks its type and size itself.
     */
    Image: z.unknown().optional(),
  })
  .refine((body) => body.Password === body.ConfirmPassword, {
    message: validationMessages['profile.passwordsMismatch'].en,
    path: ['ConfirmPassword'],
  });
export type RegisterBody = z.input<typeof registerBodySchema>;
export type RegisterFields = z.output<typeof registerBodySchema>;
/** Name of the optional image part of the register form. */
export const REGISTER_IMAGE_FIELD = 'Image';
/** Text fields of the register form, in the order the original client appends them. */
export const REGISTER_TEXT_FIELDS = [
  'UserName',
  'Email',
  'Password',
  'ConfirmPassword',
  'PhoneNumber',
  'ParentPhone',
  'AcademicYear',
] as const;
/** Data is the created account (ours; the original's client only reads success and message). */
export const registerResponseSchema = envelope(userInfoSchema);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// POST /api/Auth/login — answers the session directly, without an envelope.
export const loginBodySchema = z.object({
  EmailorMobile: requiredText(LIMITS.email, 'EmailorMobile'),
  password: passwordInputSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;
export const loginResponseSchema = sessionSchema;
export type LoginResponse = Session;
/**
 * Failed login (HTTP 400): the bare JSON string "Invalid credentials" (SERVER_MESSAGES) or an
 * envelope. 403 = inactive account.
 */
export const loginErrorSchema = z.union([z.string(), errorEnvelopeSchema]);
export type LoginError = z.infer<typeof loginErrorSchema>;

// POST /api/Auth/logout
export const logoutResponseSchema = messageEnvelopeSchema;

const otpInputSchema = z
  .string({ error: 'OTP is required' })
  .trim()
  .min(1, 'OTP is required')
  .max(LIMITS.otp, 'Invalid OTP')
  .regex(/^\d+$/, 'Invalid OTP');

// POST /api/Auth/confirm-email?email&otp
export const confirmEmailQuerySchema = z.object({ email: emailInputSchema, otp: otpInputSchema });
export type ConfirmEmailQuery = z.input<typeof confirmEmailQuerySchema>;
export const confirmEmailResponseSchema = messageEnvelopeSchema;

// POST /api/Auth/ReSendOtp?email
export const resendOtpQuerySchema = z.object({ email: emailInputSchema });
export type ResendOtpQuery = z.input<typeof resendOtpQuerySchema>;
export const resendOtpResponseSchema = messageEnvelopeSchema;

// POST /api/Auth/ForgotPassword?email — same answer whether or not the account exists.
export const forgotPasswordQuerySchema = z.object({ email: emailInputSchema });
export type ForgotPasswordQuery = z.input<typeof forgotPasswordQuerySchema>;
export const forgotPasswordResponseSchema = messageEnvelopeSchema;

/** A text only capped: its content is checked by a form rule, in the product's order. */
const cappedText = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/**
 * Runs a form rule of `@dars/core/rules` over a parsed body and reports its first refusal, worded
 * in `locale` as the product shows it (docs/product-rules.md), as an issue of the whole body.
 */
function formRule<T>(rule: (body: T) => ValidationMessageId | null, locale: 'ar' | 'en') {
  return (body: T, ctx: z.RefinementCtx) => {
    const problem = rule(body);
    if (problem) ctx.addIssue({ code: 'custom', message: validationMessages[problem][locale] });
  };
}

// POST /api/Auth/ResetPassword — the reset form's rule, its texts in Arabic as the reset screen
// shows them: passwords equal, at least LIMITS.passwordMin characters, email, a 6-digit code.
export const resetPasswordBodySchema = z
  .object({
    email: cappedText(LIMITS.email),
    otp: cappedText(LIMITS.otp),
    newPassword: cappedText(LIMITS.password),
    confirmPassword: cappedText(LIMITS.password),
  })
  .superRefine(formRule(validateResetPassword, 'ar'));
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
export const resetPasswordResponseSchema = messageEnvelopeSchema;

// POST /api/Auth/refresh-token — empty body; reads the `refreshToken` cookie; rotates it.
export const refreshTokenResponseSchema = envelope(sessionSchema);
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

// POST /api/Auth/ChangePassword (signed-in student) — the profile screen's rule and English texts:
// passwords equal, then at least LIMITS.passwordMin characters.
export const changePasswordBodySchema = z
  .object({
    currentPassword: passwordInputSchema,
    newPassword: cappedText(LIMITS.password),
    confirmPassword: cappedText(LIMITS.password),
  })
  .superRefine(formRule(validatePasswordChange, 'en'));
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
export const changePasswordResponseSchema = messageEnvelopeSchema;

// DELETE /api/Auth/reset-student-devices/{studentId} (staff)
export const resetStudentDevicesParamsSchema = z.object({ studentId: guidInputSchema });
export type ResetStudentDevicesParams = z.input<typeof resetStudentDevicesParamsSchema>;
/** Data is ours: how many device registrations were removed. */
export const resetStudentDevicesResponseSchema = envelope(
  z.object({ studentId: guidSchema, removedDevices: z.number().int().nonnegative() }),
);
export type ResetStudentDevicesResponse = z.infer<typeof resetStudentDevicesResponseSchema>;
