import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { confirmEmail, resendConfirmationOtp } from '../../domain/auth/email-otp.ts';
import { guardOtpCheck, guardOtpSend } from '../../rate-limit/guards.ts';
import { registerEndpoint } from '../register-endpoint.ts';

/** The email-confirmation code: check it, send a new one. */
const emailCodeRoutes: FastifyPluginAsync = async (app) => {
  const otpKey = app.config.codeHashKey;
  registerEndpoint(app, 'confirmEmail', async (request, reply) => {
    await guardOtpCheck(request, reply, request.query.email);
    await confirmEmail(request.ctx, { email: request.query.email, otp: request.query.otp, otpKey });
    return { success: true, message: SERVER_MESSAGES.emailConfirmed, data: null };
  });

  registerEndpoint(app, 'resendOtp', async (request, reply) => {
    await guardOtpSend(request, reply, request.query.email);
    await resendConfirmationOtp(request.ctx, { email: request.query.email, mailer: app.mailer, otpKey });
    return { success: true, message: SERVER_MESSAGES.otpSent, data: null };
  });
};

export default emailCodeRoutes;
