import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { changePassword } from '../../domain/auth/change-password.ts';
import { requestPasswordReset, resetPassword } from '../../domain/auth/email-otp.ts';
import { findRefreshToken } from '../../domain/auth/refresh-tokens.ts';
import { registerEndpoint } from '../register-endpoint.ts';
import { bodyEmail, otpLimit, queryEmail, refreshCookieOf } from './shared.ts';

/** Forgotten password (a mailed code), reset with the code, change while signed in. */
const passwordRoutes: FastifyPluginAsync = async (app) => {
  const otpKey = app.config.codeHashKey;

  registerEndpoint(
    app,
    'forgotPassword',
    async (request) => {
      await requestPasswordReset(request.ctx, { email: request.query.email, mailer: app.mailer, otpKey });
      return { success: true, message: SERVER_MESSAGES.resetOtpSent, data: null };
    },
    { preHandler: [otpLimit(app, queryEmail)] },
  );

  registerEndpoint(
    app,
    'resetPassword',
    async (request) => {
      await resetPassword(request.ctx, {
        email: request.body.email,
        otp: request.body.otp,
        newPassword: request.body.newPassword,
        otpKey,
      });
      return { success: true, message: SERVER_MESSAGES.passwordResetSucceeded, data: null };
    },
    { preHandler: [otpLimit(app, bodyEmail)] },
  );

  registerEndpoint(app, 'changePassword', async (request, _reply, caller) => {
    const presented = refreshCookieOf(request);
    const current = presented ? await findRefreshToken(request.ctx, presented) : null;
    await changePassword(request.ctx, {
      userId: caller.userId,
      currentPassword: request.body.currentPassword,
      newPassword: request.body.newPassword,
      // this session stays signed in; the others end
      keepFamilyId: current && current.user_id === caller.userId ? current.family_id : null,
    });
    return { success: true, message: SERVER_MESSAGES.passwordChanged, data: null };
  });
};

export default passwordRoutes;
