import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { confirmEmail, resendConfirmationOtp } from '../../domain/auth/email-otp.ts';
import { guardOtpCheck, guardOtpSend } from '../../rate-limit/guards.ts';
import { done, registerEndpoint } from '../register-endpoint.ts';

/** The email-confirmation code: check it, send a new one. */
const emailCodeRoutes: FastifyPluginAsync = async (app) => {
  const otpKey = app.config.codeHashKey;
  registerEndpoint(app, 'confirmEmail', async (request, reply) => {
    await guardOtpCheck(request, reply, request.query.email);
    await confirmEmail(request.ctx, { email: request.query.email, otp: request.query.otp, otpKey });
    return done(SERVER_MESSAGES.emailConfirmed);
  });

  registerEndpoint(app, 'resendOtp', async (request, reply) => {
    await guardOtpSend(request, reply, request.query.email);
    // the same answer, in the same time, whether or not the address has an unconfirmed account
    const { ctx } = request;
    const { email } = request.query;
    app.afterResponse.run(
      reply.raw,
      'resend-otp',
      () => resendConfirmationOtp(ctx, { email, mailer: app.mailer, otpKey }),
      `${ctx.tenantId}:${email.trim().toLowerCase()}`,
    );
    return done(SERVER_MESSAGES.otpSent);
  });
};

export default emailCodeRoutes;
