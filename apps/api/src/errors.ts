import type { ErrorCode } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';

/**
 * The one error type of the API. Domain functions throw it; the error handler turns it into
 * the envelope `{ success: false, message, data: null, code }` with `status`.
 * `code` is stable and machine-readable (clients map it to their own text); `message` is what the
 * original server said (or a clear English sentence where it is silent), from SERVER_MESSAGES.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** a body to send instead of the envelope (the login's bare "Invalid credentials" string) */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, message: string) => new AppError(400, code, message);
export const unauthorized = (message: string = SERVER_MESSAGES.authRequired) =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message);
export const notFound = (message: string = SERVER_MESSAGES.notFound) =>
  new AppError(404, 'not_found', message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
export const tooManyRequests = (message: string = SERVER_MESSAGES.tooManyAttempts) =>
  new AppError(429, 'rate_limited', message);
