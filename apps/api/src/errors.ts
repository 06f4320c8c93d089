/**
 * The one error type of the API. Domain functions throw it; the error handler turns it into
 * the envelope `{ success: false, message, data: null }` with `status`.
 * `code` is stable and machine-readable; `message` is what the original server said (or a clear
 * English sentence where the original is silent), because the spec's client matches on it.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** a body to send instead of the envelope (the login's bare "Invalid credentials" string) */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string) => new AppError(400, code, message);
export const unauthorized = (message = 'Authentication required.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const tooManyRequests = (message = 'Too many attempts. Please wait a few minutes and try again.') =>
  new AppError(429, 'rate_limited', message);
