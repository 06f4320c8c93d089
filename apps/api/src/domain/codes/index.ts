export { createCodeBatch, type CreatedCodeBatch, type CreateCodeBatchOptions } from './create-code-batch.ts';
export { redeemCourseCode } from './redeem-course-code.ts';
export { redeemUnitCode } from './redeem-unit-code.ts';
export { isCodeNotFound } from './code-errors.ts';
export { normalizeCode, formatCode, hashCode, generateCode, CODE_ALPHABET } from './code-format.ts';
