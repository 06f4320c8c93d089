import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { changePassword } from '../../domain/auth/change-password.ts';
import { requestPasswordReset, resetPassword } from '../../domain/auth/email-otp.ts';
import { findRefreshToken } from '../../domain/auth/refresh-tokens.ts';
import { guardOtpCheck, guardOtpSend, guardPasswordChange } from '../../rate-limit/guards.ts';
import { done, registerEndpoint } from '../register-endpoint.ts';
import { refreshCookieOf } from './shared.ts';

/** Forgotten password (a mailed code), reset with the code, change while signed in. */
const passwordRoutes: FastifyPluginAsync = async (app) => {
  const otpKey = app.config.codeHashKey;

  registerEndpoint(app, 'forgotPassword', async (request, reply) => {
    await guardOtpSend(request, reply, request.query.email);
    // the same answer, in the same time, whether or not the address has an account
    const { ctx } = request;
    const { email } = request.query;
    app.afterResponse.run(
      reply.raw,
      'forgot-password',
      () => requestPasswordReset(ctx, { email, mailer: app.mailer, otpKey }),
      `${ctx.tenantId}:${email.trim().toLowerCase()}`,
    );
    return done(SERVER_MESSAGES.resetOtpSent);
  });

  registerEndpoint(app, 'resetPassword', async (request, reply) => {
    await guardOtpCheck(request, reply, request.body.email);
    await resetPassword(request.ctx, {
      email: request.body.email,
      otp: request.body.otp,
      newPassword: request.body.newPassword,
      otpKey,
    });
    return done(SERVER_MESSAGES.passwordResetSucceeded);
  });

  registerEndpoint(app, 'changePassword', async (request, reply, caller) => {
    const presented = refreshCookieOf(request);
    const current = presented ? await findRefreshToken(request.ctx, presented) : null;
    const attempt = await guardPasswordChange(request, reply, caller.userId);
    await changePassword(request.ctx, {
      userId: caller.userId,
      currentPassword: request.body.currentPassword,
      newPassword: request.body.newPassword,
      // this session (the cookie's, else the access token's) stays signed in; the others end
      keepFamilyId:
        current && current.user_id === caller.userId ? current.family_id : (caller.sessionId ?? null),
    });
    await attempt.succeeded();
    return done(SERVER_MESSAGES.passwordChanged);
  });
};

export default passwordRoutes;
