import {
  confirmEmailQuerySchema,
  confirmEmailResponseSchema,
  forgotPasswordQuerySchema,
  forgotPasswordResponseSchema,
  LIMITS,
  loginBodySchema,
  loginErrorSchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  passwordInputSchema,
  refreshTokenResponseSchema,
  resendOtpQuerySchema,
  resendOtpResponseSchema,
  resetPasswordResponseSchema,
  resetStudentDevicesParamsSchema,
  resetStudentDevicesResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  changePasswordResponseSchema,
  errorEnvelopeSchema,
} from '@dars/core/contract';
import { translate } from '@dars/core/messages';
import { validateResetPassword } from '@dars/core/rules';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePassword } from '../../domain/auth/change-password.ts';
import { resetStudentDevices } from '../../domain/auth/devices.ts';
import {
  confirmEmail,
  requestPasswordReset,
  resendConfirmationOtp,
  resetPassword,
} from '../../domain/auth/email-otp.ts';
import { loginWithPassword } from '../../domain/auth/login.ts';
import { AUTH_MESSAGES } from '../../domain/auth/messages.ts';
import { refreshSession } from '../../domain/auth/refresh-session.ts';
import { findRefreshToken, revokeFamily } from '../../domain/auth/refresh-tokens.ts';
import { getMe } from '../../domain/profile/get-me.ts';
import { updateProfile } from '../../domain/profile/update-profile.ts';
import { badRequest } from '../../errors.ts';
import { deviceIdOf } from '../../plugins/auth.ts';
import { guardLogin, guardOtpCheck, guardOtpSend, guardPasswordChange } from '../../rate-limit/guards.ts';
import { registerRoute } from './register.ts';
import { clearRefreshCookie, errorSchemas, refreshCookieOf, setRefreshCookie } from './shared.ts';

/**
 * Reset and change password take their texts loosely and are checked in the spec's order
 * (match first, then length) with the client's own messages.
 */
const looseText = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const resetPasswordBody = z.object({
  email: looseText(LIMITS.email),
  otp: looseText(LIMITS.otp),
  newPassword: looseText(LIMITS.password),
  confirmPassword: looseText(LIMITS.password),
});
const changePasswordBody = z.object({
  currentPassword: passwordInputSchema,
  newPassword: looseText(LIMITS.password),
  confirmPassword: looseText(LIMITS.password),
});

const authRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const jwtSecret = app.config.jwtSecret;
  const otpKey = app.config.codeHashKey;

  registerRoute(app);

  app.post(
    '/api/Auth/login',
    {
      schema: {
        summary:
          'Sign in with email or Egyptian mobile; answers { token, user } and sets the refreshToken cookie.',
        tags: ['Auth'],
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          400: loginErrorSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const attempt = await guardLogin(request, reply, request.body.EmailorMobile);
      const session = await loginWithPassword(request.ctx, {
        identifier: request.body.EmailorMobile,
        password: request.body.password,
        deviceId: deviceIdOf(request),
        jwtSecret,
      });
      await attempt.succeeded();
      setRefreshCookie(request, reply, session.refresh);
      return { token: session.token, user: session.user };
    },
  );

  app.post(
    '/api/Auth/refresh-token',
    {
      schema: {
        summary:
          'Rotate the refreshToken cookie; answers a new access token. A reused token ends the session family.',
        tags: ['Auth'],
        response: { 200: refreshTokenResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      try {
        const session = await refreshSession(request.ctx, {
          refreshToken: refreshCookieOf(request),
          jwtSecret,
        });
        setRefreshCookie(request, reply, session.refresh);
        return {
          success: true,
          message: AUTH_MESSAGES.refreshed,
          data: { token: session.token, user: session.user },
        };
      } catch (error) {
        clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/api/Auth/logout',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Sign out: revokes the refresh-token family and clears the cookie.',
        tags: ['Auth'],
        security: [{ bearer: [] }],
        response: { 200: logoutResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      const presented = refreshCookieOf(request);
      if (presented) {
        const row = await findRefreshToken(request.ctx, presented);
        if (row && row.user_id === request.caller?.userId)
          await revokeFamily(request.ctx, { familyId: row.family_id });
      }
      clearRefreshCookie(request, reply);
      return { success: true, message: AUTH_MESSAGES.loggedOut, data: null };
    },
  );

  app.post(
    '/api/Auth/confirm-email',
    {
      schema: {
        summary: 'Confirm an email address with the 6-digit code (10 minutes, 5 attempts).',
        tags: ['Auth'],
        querystring: confirmEmailQuerySchema,
        response: { 200: confirmEmailResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      await guardOtpCheck(request, reply, request.query.email);
      await confirmEmail(request.ctx, { email: request.query.email, otp: request.query.otp, otpKey });
      return { success: true, message: AUTH_MESSAGES.emailConfirmed, data: null };
    },
  );

  app.post(
    '/api/Auth/ReSendOtp',
    {
      schema: {
        summary: 'Send a new email-confirmation code (same answer whether or not the account exists).',
        tags: ['Auth'],
        querystring: resendOtpQuerySchema,
        response: { 200: resendOtpResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      await guardOtpSend(request, reply, request.query.email);
      await resendConfirmationOtp(request.ctx, { email: request.query.email, mailer: app.mailer, otpKey });
      return { success: true, message: AUTH_MESSAGES.otpSent, data: null };
    },
  );

  app.post(
    '/api/Auth/ForgotPassword',
    {
      schema: {
        summary: 'Email a password-reset code (same answer whether or not the account exists).',
        tags: ['Auth'],
        querystring: forgotPasswordQuerySchema,
        response: { 200: forgotPasswordResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      await guardOtpSend(request, reply, request.query.email);
      await requestPasswordReset(request.ctx, { email: request.query.email, mailer: app.mailer, otpKey });
      return { success: true, message: AUTH_MESSAGES.resetOtpSent, data: null };
    },
  );

  app.post(
    '/api/Auth/ResetPassword',
    {
      schema: {
        summary: 'Set a new password with the mailed code; every session of the account ends.',
        tags: ['Auth'],
        body: resetPasswordBody,
        response: { 200: resetPasswordResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      const problem = validateResetPassword(request.body);
      if (problem) throw badRequest('invalid_reset', translate('ar', problem));
      await guardOtpCheck(request, reply, request.body.email);
      await resetPassword(request.ctx, {
        email: request.body.email,
        otp: request.body.otp,
        newPassword: request.body.newPassword,
        otpKey,
      });
      return { success: true, message: AUTH_MESSAGES.passwordReset, data: null };
    },
  );

  app.post(
    '/api/Auth/ChangePassword',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Change the caller's password; other sessions end.",
        tags: ['Auth'],
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: changePasswordResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword, confirmPassword } = request.body;
      if (newPassword !== confirmPassword)
        throw badRequest('invalid_password', translate('en', 'profile.passwordsMismatch'));
      if ([...newPassword].length < 6)
        throw badRequest('invalid_password', translate('en', 'profile.passwordTooShort'));
      const presented = refreshCookieOf(request);
      const current = presented ? await findRefreshToken(request.ctx, presented) : null;
      const attempt = await guardPasswordChange(request, reply, request.caller!.userId);
      await changePassword(request.ctx, {
        userId: request.caller!.userId,
        currentPassword,
        newPassword,
        keepFamilyId: current && current.user_id === request.caller!.userId ? current.family_id : null,
      });
      await attempt.succeeded();
      return { success: true, message: AUTH_MESSAGES.passwordChanged, data: null };
    },
  );

  app.delete(
    '/api/Auth/reset-student-devices/:studentId',
    {
      preHandler: app.requireStaff,
      schema: {
        summary: "Staff: clear a student's registered devices (and end their sessions).",
        tags: ['Auth'],
        security: [{ bearer: [] }],
        params: resetStudentDevicesParamsSchema,
        response: { 200: resetStudentDevicesResponseSchema, ...errorSchemas },
      },
    },
    async (request) => {
      const result = await resetStudentDevices(request.ctx, { studentId: request.params.studentId });
      return { success: true, message: AUTH_MESSAGES.devicesReset, data: result };
    },
  );

  app.get(
    '/api/Auth/me',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "The caller's UserInfo.",
        tags: ['Auth'],
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema, ...errorSchemas },
      },
    },
    async (request) => {
      const user = await getMe(request.ctx, { userId: request.caller!.userId });
      return { success: true, message: 'OK', data: user };
    },
  );

  app.put(
    '/api/Auth/profile',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Change the caller's name and/or grade; answers the updated UserInfo.",
        tags: ['Auth'],
        security: [{ bearer: [] }],
        body: updateProfileBodySchema,
        response: { 200: updateProfileResponseSchema, ...errorSchemas },
      },
    },
    async (request) => {
      const user = await updateProfile(request.ctx, {
        userId: request.caller!.userId,
        userName: request.body.userName,
        academicYear: request.body.academicYear,
      });
      return { success: true, message: AUTH_MESSAGES.profileUpdated, data: user };
    },
  );
};

export default authRoutes;
