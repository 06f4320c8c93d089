import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';

export interface LimitCheck {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit against every check; 429 with `message` (and Retry-After) when any is over.
 * Keys should name the tenant where they name an account.
 */
export async function enforceLimits(
  app: FastifyInstance,
  reply: FastifyReply,
  checks: LimitCheck[],
  message: string,
): Promise<void> {
  let retryAfterMs = 0;
  for (const check of checks) {
    const result = await app.rateLimiter.hit(check.key, check.limit, check.windowMs);
    if (!result.allowed) retryAfterMs = Math.max(retryAfterMs, result.retryAfterMs);
  }
  if (retryAfterMs > 0) {
    reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    throw new AppError(429, 'rate_limited', message);
  }
}
