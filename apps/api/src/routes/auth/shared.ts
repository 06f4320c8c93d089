import { REFRESH_TOKEN_COOKIE } from '@dars/core/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedRefreshToken } from '../../domain/auth/refresh-tokens.ts';

export const REFRESH_COOKIE = REFRESH_TOKEN_COOKIE;
export const REFRESH_COOKIE_PATH = '/api/Auth';

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
