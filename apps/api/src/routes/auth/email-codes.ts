import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { confirmEmail, resendConfirmationOtp } from '../../domain/auth/email-otp.ts';
import { registerEndpoint } from '../register-endpoint.ts';
import { otpLimit, queryEmail } from './shared.ts';

/** The email-confirmation code: check it, send a new one. */
const emailCodeRoutes: FastifyPluginAsync = async (app) => {
  const otpKey = app.config.codeHashKey;
  const limit = { preHandler: [otpLimit(app, queryEmail)] };

  registerEndpoint(
    app,
    'confirmEmail',
    async (request) => {
      await confirmEmail(request.ctx, { email: request.query.email, otp: request.query.otp, otpKey });
      return { success: true, message: SERVER_MESSAGES.emailConfirmed, data: null };
    },
    limit,
  );

  registerEndpoint(
    app,
    'resendOtp',
    async (request) => {
      await resendConfirmationOtp(request.ctx, { email: request.query.email, mailer: app.mailer, otpKey });
      return { success: true, message: SERVER_MESSAGES.otpSent, data: null };
    },
    limit,
  );
};

export default emailCodeRoutes;
