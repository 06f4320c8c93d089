import { REFRESH_TOKEN_COOKIE } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { normalizeEmail } from '@dars/core/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedRefreshToken } from '../../domain/auth/refresh-tokens.ts';
import { enforceLimits } from '../../rate-limit/guard.ts';

export const REFRESH_COOKIE = REFRESH_TOKEN_COOKIE;
export const REFRESH_COOKIE_PATH = '/api/Auth';

const MINUTE = 60_000;
const OTP_WINDOW = 10 * MINUTE;

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, refresh: IssuedRefreshToken) {
  reply.setCookie(REFRESH_COOKIE, refresh.value, {
    httpOnly: true,
    sameSite: 'lax',
    path: REFRESH_COOKIE_PATH,
    secure: request.protocol === 'https',
    expires: refresh.expiresAt,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: REFRESH_COOKIE_PATH,
    secure: request.protocol === 'https',
  });
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value ? value : undefined;
}

export const clientIp = (request: FastifyRequest) => request.ip || 'unknown';

/** The key of the per-account sign-in counter; a successful sign-in clears it. */
export const loginAccountKey = (request: FastifyRequest, identifier: string) =>
  `login:acct:${request.tenantId}:${identifier.toLowerCase()}:${clientIp(request)}`;

/** preHandler of the sign-in: per account (and address) and per address, per minute. */
export function loginLimit(app: FastifyInstance) {
  const limits = app.config.rateLimits;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { EmailorMobile } = request.body as { EmailorMobile: string };
    await enforceLimits(
      app,
      reply,
      [
        { key: loginAccountKey(request, EmailorMobile), limit: limits.loginPerAccount, windowMs: MINUTE },
        { key: `login:ip:${clientIp(request)}`, limit: limits.loginPerIp, windowMs: MINUTE },
      ],
      SERVER_MESSAGES.loginRateLimited,
    );
  };
}

/**
 * preHandler of every email-code endpoint: per account (tenant + email) and per address, per ten
 * minutes. `emailOf` reads the email from the parsed request.
 */
export function otpLimit(app: FastifyInstance, emailOf: (request: FastifyRequest) => string) {
  const limits = app.config.rateLimits;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await enforceLimits(
      app,
      reply,
      [
        {
          key: `otp:acct:${request.tenantId}:${normalizeEmail(emailOf(request))}`,
          limit: limits.otpPerAccount,
          windowMs: OTP_WINDOW,
        },
        { key: `otp:ip:${clientIp(request)}`, limit: limits.otpPerIp, windowMs: OTP_WINDOW },
      ],
      SERVER_MESSAGES.tooManyAttempts,
    );
  };
}

/** The email of a request whose query carries `email`. */
export const queryEmail = (request: FastifyRequest) => (request.query as { email: string }).email;
/** The email of a request whose body carries `email`. */
export const bodyEmail = (request: FastifyRequest) => (request.body as { email: string }).email;
