export { createCodeBatch, type CreatedCodeBatch, type CreateCodeBatchOptions } from './create-code-batch.ts';
export { redeemCourseCode } from './redeem-course-code.ts';
export { redeemUnitCode } from './redeem-unit-code.ts';
export { isCodeNotFound } from './code-errors.ts';
export {
  createAttemptLimiter,
  limitRedemption,
  redemptionKeys,
  REDEMPTION_WINDOW_MS,
  FAILURES_PER_IP,
  FAILURES_PER_STUDENT,
  type AttemptLimiter,
  type LimitKey,
} from './attempt-limiter.ts';
export { normalizeCode, formatCode, hashCode, generateCode, CODE_ALPHABET } from './code-format.ts';
export { createRedisAttemptLimiter } from './attempt-limiter-redis.ts';
