import { AppError } from '../../errors.ts';

export const CODE_NOT_FOUND = 'Code not found.';

/** Unknown, used, other-tenant and malformed codes all answer the same, so codes cannot be probed. */
export const codeNotFound = (status: 400 | 404) => new AppError(status, 'code_not_found', CODE_NOT_FOUND);

export const isCodeNotFound = (error: unknown) =>
  error instanceof AppError && error.code === 'code_not_found';
