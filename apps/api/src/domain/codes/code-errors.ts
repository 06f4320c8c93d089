import { SERVER_MESSAGES } from '@dars/core/messages';
import { AppError } from '../../errors.ts';

/** Unknown, used, other-tenant and malformed codes all answer the same, so codes cannot be probed. */
export const codeNotFound = (status: 400 | 404) =>
  new AppError(status, 'code_not_found', SERVER_MESSAGES.codeNotFound);

export const isCodeNotFound = (error: unknown) =>
  error instanceof AppError && error.code === 'code_not_found';

/** A code the teacher withdrew (its batch was revoked before it was spent). */
export const codeRevoked = () => new AppError(410, 'code_revoked', SERVER_MESSAGES.codeRevoked);

/** A code whose batch's expiry has passed. */
export const codeExpired = () => new AppError(410, 'code_expired', SERVER_MESSAGES.codeExpired);

/** A redemption attempt that counts against the caller's attempt budget (unknown, revoked, expired). */
export const isCodeRefused = (error: unknown) =>
  error instanceof AppError &&
  (error.code === 'code_not_found' || error.code === 'code_revoked' || error.code === 'code_expired');
