/** Public course catalogue: active courses, free courses and the course tree without progress. */
import { z } from 'zod';
import {
  gradeSchema,
  guidInputSchema,
  guidSchema,
  intIdSchema,
  isoDateTimeSchema,
  lessonTypeSchema,
  lowerPagingQuerySchema,
  pageNumberQuery,
  pageSizeQuery,
  pagingQuerySchema,
  termSchema,
} from './common.ts';
import { envelope } from './envelope.ts';

/** A course as listed (CourseActive, free courses). */
export const courseSummarySchema = z.object({
  id: guidSchema,
  courseName: z.string(),
  term: termSchema,
  active: z.boolean(),
  /** 0 means free. */
  price: z.number().nonnegative(),
  grade: gradeSchema,
  description: z.string(),
  /** null: the client shows its default image; `http…` is used as is; otherwise joined to the API base. */
  imagePath: z.string().nullable(),
  // ours (additive):
  isOpenToAll: z.boolean(),
  modificationDate: isoDateTimeSchema,
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseListDataSchema = z.object({
  totalCount: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  currentPage: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  courses: z.array(courseSummarySchema),
});
export type CourseListData = z.infer<typeof courseListDataSchema>;

// GET /api/AdminStudent/CourseActive?grade&pagenumber&pagesize (alias without /api).
// Lower-case paging names as in the original (camel-case accepted too). grade is optional (absent =
// every grade) and taken as any text: the server normalises it with the grade rule
// (`normalizeGrade`: '1st Secondary', '2' and 'secondary3' all name a grade), as the original did.
// No matching course answers 200 with an empty page and SERVER_MESSAGES.noActiveCourses: the
// original answered 404, which its client turns into exactly that, so both kinds of client agree.
export const courseActiveQuerySchema = lowerPagingQuerySchema.extend({
  grade: z.string().trim().max(50, 'grade must be at most 50 characters').optional(),
  pageNumber: pageNumberQuery.optional(),
  pageSize: pageSizeQuery.optional(),
});
export type CourseActiveQuery = z.input<typeof courseActiveQuerySchema>;
export const courseActiveResponseSchema = envelope(courseListDataSchema);
export type CourseActiveResponse = z.infer<typeof courseActiveResponseSchema>;

// GET /api/Course/free-courses?pageNumber&pageSize — same data shape as CourseActive.
export const freeCoursesQuerySchema = pagingQuerySchema;
export type FreeCoursesQuery = z.input<typeof freeCoursesQuerySchema>;
export const freeCoursesResponseSchema = envelope(courseListDataSchema);
export type FreeCoursesResponse = z.infer<typeof freeCoursesResponseSchema>;

/** Lesson inside the public tree: no progress fields. */
export const treeLessonSchema = z.object({
  id: intIdSchema,
  lessonName: z.string(),
  /** The original's spelling of the optional subtitle; null = none. */
  titel: z.string().nullable(),
  /** 1-based. */
  order: z.number().int(),
  active: z.boolean(),
  type: lessonTypeSchema,
});
export type TreeLesson = z.infer<typeof treeLessonSchema>;

export const treeUnitSchema = z.object({
  id: intIdSchema,
  unitName: z.string(),
  titel: z.string().nullable(),
  active: z.boolean(),
  /** 1-based. */
  order: z.number().int(),
  /** Ours: pounds, when the unit is also sold on its own online (null or absent: by unit codes only). */
  price: z.number().nullable().optional(),
  lessons: z.array(treeLessonSchema),
});
export type TreeUnit = z.infer<typeof treeUnitSchema>;

/**
 * GET /api/Course/tree?courseid (alias without /api): the course details a visitor sees.
 * Decision: the same course as tree-course-with-progress minus everything that belongs to a
 * student (no enrollmentDate, isCompleted, isQuizSubmitted), so the answer is identical for
 * every caller, cacheable, and never needs a token.
 */
export const courseTreeSchema = z.object({
  id: guidSchema,
  courseName: z.string(),
  term: termSchema,
  active: z.boolean(),
  price: z.number().nonnegative(),
  grade: gradeSchema,
  description: z.string(),
  imagePath: z.string().nullable(),
  modificationDate: isoDateTimeSchema,
  isOpenToAll: z.boolean(),
  units: z.array(treeUnitSchema),
});
export type CourseTree = z.infer<typeof courseTreeSchema>;

export const courseTreeQuerySchema = z.object({ courseid: guidInputSchema });
export type CourseTreeQuery = z.input<typeof courseTreeQuerySchema>;
export const courseTreeResponseSchema = envelope(courseTreeSchema);
export type CourseTreeResponse = z.infer<typeof courseTreeResponseSchema>;
