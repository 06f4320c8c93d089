import { AppError } from '../../errors.ts';
import { SERVER_MESSAGES } from '@dars/core/messages';

/** English texts the auth endpoints send (the spec's client matches some of them exactly). */
export const AUTH_MESSAGES = {
  invalidCredentials: SERVER_MESSAGES.invalidCredentials,
  maxDevices: SERVER_MESSAGES.maxDevices,
  inactive: 'This account has been deactivated. Please contact support.',
  missingDevice: 'Missing DeviceId header.',
  loginRateLimited: 'Too many login attempts. Please wait a minute and try again.',
  otpRateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  emailTaken: 'Email is already registered.',
  phoneTaken: 'Phone number is already registered.',
  registered: 'Registration successful. A confirmation code has been sent to your email.',
  loggedIn: 'Login successful.',
  loggedOut: 'Logged out successfully.',
  refreshed: 'Token refreshed successfully.',
  refreshMissing: 'Refresh token is missing.',
  refreshInvalid: 'Invalid or expired refresh token.',
  refreshReused: 'This session has ended. Please log in again.',
  otpInvalid: 'Invalid or expired OTP.',
  otpExhausted: 'Too many wrong attempts. Please request a new code.',
  emailConfirmed: 'Email confirmed successfully.',
  otpSent: 'If the email is registered and not yet confirmed, a new code has been sent.',
  resetOtpSent: 'If the email is registered, a password reset code has been sent.',
  passwordReset: SERVER_MESSAGES.passwordResetSucceeded,
  passwordChanged: 'Password changed successfully.',
  currentPasswordWrong: 'Current password is incorrect.',
  userNotFound: 'User not found.',
  studentNotFound: 'Student not found.',
  devicesReset: 'Student devices have been reset.',
  profileUpdated: 'Profile updated successfully',
  noChanges: 'No changes were made',
} as const;

/** Login's documented failure: HTTP 400 with the bare JSON string body. */
export const invalidCredentials = () =>
  new AppError(
    400,
    'invalid_credentials',
    AUTH_MESSAGES.invalidCredentials,
    AUTH_MESSAGES.invalidCredentials,
  );
