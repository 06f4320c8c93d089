/**
 * Building blocks shared by every resource schema: ids, grade/term enums, paging queries and
 * length-capped text. Request schemas accept what arrives on the wire (query values are strings)
 * and refuse oversized input with a 4xx; response schemas describe exactly what we send.
 */
import { z } from 'zod';

import {
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
  EGYPTIAN_PHONE_PATTERN,
  GRADES,
  LESSON_TYPES,
  LIMITS,
  QUESTION_TYPES,
  TERMS,
} from './values.ts';

export * from './values.ts';

export const gradeSchema = z.enum(GRADES);
export const termSchema = z.enum(TERMS);
export const lessonTypeSchema = z.enum(LESSON_TYPES);
export const questionTypeSchema = z.enum(QUESTION_TYPES);

const GUID_PATTERN =
  /^\{?[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}\}?$/;

/** GUID as we send it (users, courses). Tolerant pattern: any version, any case, optional braces. */
export const guidSchema = z.string().regex(GUID_PATTERN, 'Invalid id');
export type Guid = z.infer<typeof guidSchema>;

function canonicalGuid(value: string): string {
  const hex = value.replace(/[{}-]/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** GUID as it arrives in a request: trimmed, checked, then normalised to lower-case 8-4-4-4-12. */
export const guidInputSchema = z
  .string()
  .trim()
  .max(40, 'Invalid id')
  .regex(GUID_PATTERN, 'Invalid id')
  .overwrite(canonicalGuid);

/** Integer id (units, lessons, books...) as we send it. */
export const intIdSchema = z.number().int().positive();

/** Treat an empty query value (`?pagenumber=`) like a missing one. */
function emptyToUndefined<T>(value: T): T | undefined {
  return value === '' ? undefined : value;
}

/** A positive integer that may arrive as a string (path or query). */
export const intIdInputSchema = z.preprocess(
  (value: number | string) => emptyToUndefined(value),
  z.coerce
    .number({ error: 'Invalid id' })
    .int('Invalid id')
    .min(1, 'Invalid id')
    .max(2_147_483_647, 'Invalid id'),
);

/** A query integer with a default and bounds, e.g. page numbers and sizes. */
export function queryInt(options: { min: number; max: number; default: number }) {
  return z.preprocess(
    (value: number | string | undefined) => emptyToUndefined(value),
    z.coerce.number().int().min(options.min).max(options.max).default(options.default),
  );
}

export const pageNumberQuery = queryInt({ min: 1, max: LIMITS.pageNumberMax, default: DEFAULT_PAGE_NUMBER });
export const pageSizeQuery = queryInt({ min: 1, max: LIMITS.pageSizeMax, default: DEFAULT_PAGE_SIZE });

/** Paging with the lower-case names some original endpoints use (`pagenumber`, `pagesize`). */
export const lowerPagingQuerySchema = z.object({
  pagenumber: pageNumberQuery,
  pagesize: pageSizeQuery,
});
export type LowerPagingQuery = z.output<typeof lowerPagingQuerySchema>;

/** Paging with the camel-case names the other endpoints use (`pageNumber`, `pageSize`). */
export const pagingQuerySchema = z.object({
  pageNumber: pageNumberQuery,
  pageSize: pageSizeQuery,
});
export type PagingQuery = z.output<typeof pagingQuerySchema>;

/**
 * Grade as it arrives in a query or path: exact names, case-insensitive (`secondary1`).
 * The output is always the canonical enum value.
 */
export const gradeInputSchema = z.preprocess((value: string) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return GRADES.find((grade) => grade.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}, gradeSchema);

/** Term as it arrives in a query: case-insensitive. */
export const termInputSchema = z.preprocess((value: string) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return TERMS.find((term) => term.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}, termSchema);

/**
 * Characters that reorder the text around them when shown (U+202A–U+202E embeddings and overrides,
 * U+2066–U+2069 isolates): in a name they can make `مراجعة \u202Efdp.exe` read as another file
 * name. No name has a use for them; Arabic and English mix correctly without them.
 */
export const BIDI_CONTROL_PATTERN = /[\u202A-\u202E\u2066-\u2069]/;

/** Free text with a cap, trimmed, non-empty, without direction-control characters (every name field). */
export function requiredText(max: number, label = 'Value') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (value) => !BIDI_CONTROL_PATTERN.test(value),
      `${label} must not contain direction-control characters`,
    );
}

/** Optional free-text filter: trimmed, capped; blank means absent. */
export function optionalText(max: number) {
  return z.preprocess(
    (value: string | undefined) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );
}

export const emailInputSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .regex(z.regexes.email, 'Invalid email address')
  .toLowerCase();

/** A new password: 6..128 characters (docs/product-rules.md). */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`);

/** A password being checked (login, current password): only capped. */
export const passwordInputSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`);

export const phoneInputSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(20, 'Invalid phone number')
  .regex(EGYPTIAN_PHONE_PATTERN, 'Invalid phone number');

/** A course or unit code as typed by a student. */
export const codeInputSchema = requiredText(LIMITS.code, 'Code');

/** ISO-8601 date-time as we send it (e.g. `2026-01-31T10:00:00.000Z`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, local: true });
