export { createCodeBatch, type CreatedCodeBatch, type CreateCodeBatchOptions } from './create-code-batch.ts';
export { redeemCourseCode, ALREADY_ENROLLED } from './redeem-course-code.ts';
export { redeemUnitCode, ALREADY_OWNS_UNIT } from './redeem-unit-code.ts';
export { CODE_NOT_FOUND, isCodeNotFound } from './code-errors.ts';
export { normalizeCode, formatCode, hashCode, generateCode, CODE_ALPHABET } from './code-format.ts';
