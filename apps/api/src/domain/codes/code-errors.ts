import { SERVER_MESSAGES } from '@dars/core/messages';
import { AppError } from '../../errors.ts';

/** Unknown, used, other-tenant and malformed codes all answer the same, so codes cannot be probed. */
export const codeNotFound = (status: 400 | 404) =>
  new AppError(status, 'code_not_found', SERVER_MESSAGES.codeNotFound);

export const isCodeNotFound = (error: unknown) =>
  error instanceof AppError && error.code === 'code_not_found';
