/** Unit codes: redeeming a standalone lecture unit and listing the caller's units ("My Lectures"). */
import { z } from 'zod';
import {
  LIMITS,
  codeInputSchema,
  gradeInputSchema,
  gradeSchema,
  guidSchema,
  intIdSchema,
  optionalText,
  pagingQuerySchema,
  termInputSchema,
  termSchema,
} from './common.ts';
import { envelope } from './envelope.ts';

// POST /api/UnitCode/EnterCode?code
export const enterUnitCodeQuerySchema = z.object({ code: codeInputSchema });
export type EnterUnitCodeQuery = z.input<typeof enterUnitCodeQuerySchema>;
/** Data is ours: the unit the code unlocked. */
export const unlockedUnitSchema = z.object({
  unitId: intIdSchema,
  unitName: z.string(),
  courseId: guidSchema,
  courseName: z.string(),
});
export type UnlockedUnit = z.infer<typeof unlockedUnitSchema>;
export const enterUnitCodeResponseSchema = envelope(unlockedUnitSchema);
export type EnterUnitCodeResponse = z.infer<typeof enterUnitCodeResponseSchema>;

// GET /api/UnitCode/GetMyUnitCodes?pageNumber&pageSize (+ ours: search, grade, term)
export const myUnitCodesQuerySchema = pagingQuerySchema.extend({
  /** over unit name, unit title and course name */
  search: optionalText(LIMITS.search),
  grade: gradeInputSchema.optional(),
  term: termInputSchema.optional(),
});
export type MyUnitCodesQuery = z.input<typeof myUnitCodesQuerySchema>;

export const myUnitSchema = z.object({
  unitId: intIdSchema,
  unitName: z.string(),
  unitTitle: z.string().nullable(),
  courseName: z.string(),
  grade: gradeSchema,
  term: termSchema,
  active: z.boolean(),
});
export type MyUnit = z.infer<typeof myUnitSchema>;

export const myUnitCodesDataSchema = z.object({
  units: z.array(myUnitSchema),
  totalCount: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  currentPage: z.number().int().positive(),
});
export type MyUnitCodesData = z.infer<typeof myUnitCodesDataSchema>;
export const myUnitCodesResponseSchema = envelope(myUnitCodesDataSchema);
export type MyUnitCodesResponse = z.infer<typeof myUnitCodesResponseSchema>;
