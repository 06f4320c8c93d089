/** Enrolment: the enrolment check, enrolled courses, enrol by code and (ours) free enrolment. */
import { z } from 'zod';
import {
  codeInputSchema,
  gradeSchema,
  guidInputSchema,
  guidSchema,
  isoDateTimeSchema,
  lowerPagingQuerySchema,
  termSchema,
} from './common.ts';
import { envelope } from './envelope.ts';

// GET /api/AdminStudent/IsEnrolled?studentId&courseId — the body is a bare boolean.
// We answer only for the caller's own studentId (staff: anyone); otherwise false.
export const isEnrolledQuerySchema = z.object({ studentId: guidInputSchema, courseId: guidInputSchema });
export type IsEnrolledQuery = z.input<typeof isEnrolledQuerySchema>;
export const isEnrolledResponseSchema = z.boolean();

export const enrolledCourseSchema = z.object({
  id: guidSchema,
  courseName: z.string(),
  description: z.string(),
  imagePath: z.string().nullable(),
  term: termSchema,
  // ours (additive):
  grade: gradeSchema,
  price: z.number().nonnegative(),
  isOpenToAll: z.boolean(),
  enrollmentDate: isoDateTimeSchema,
});
export type EnrolledCourse = z.infer<typeof enrolledCourseSchema>;

// GET /api/Student/Student-Enrolled-Courses?studentId&pagenumber&pagesize (alias without /api).
// Our server answers 200 with an empty list when there are none (the original answered 404,
// which the client also accepts as a valid session).
export const enrolledCoursesQuerySchema = lowerPagingQuerySchema.extend({ studentId: guidInputSchema });
export type EnrolledCoursesQuery = z.input<typeof enrolledCoursesQuerySchema>;
export const enrolledCoursesDataSchema = z.object({
  courses: z.array(enrolledCourseSchema),
  totalPages: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
  // ours (additive):
  currentPage: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type EnrolledCoursesData = z.infer<typeof enrolledCoursesDataSchema>;
export const enrolledCoursesResponseSchema = envelope(enrolledCoursesDataSchema);
export type EnrolledCoursesResponse = z.infer<typeof enrolledCoursesResponseSchema>;

/** What an enrolment produced (ours; the original's client reads only success and message). */
export const enrolmentSchema = z.object({
  courseId: guidSchema,
  courseName: z.string(),
  enrollmentDate: isoDateTimeSchema,
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

// POST /api/Student/add-course-by-code?Code&StudentId — no body (alias without /api).
export const addCourseByCodeQuerySchema = z.object({ Code: codeInputSchema, StudentId: guidInputSchema });
export type AddCourseByCodeQuery = z.input<typeof addCourseByCodeQuerySchema>;
export const addCourseByCodeResponseSchema = envelope(enrolmentSchema);
export type AddCourseByCodeResponse = z.infer<typeof addCourseByCodeResponseSchema>;

// Ours: POST /api/Student/enroll-free?courseId — only courses whose price is 0.
export const enrollFreeQuerySchema = z.object({ courseId: guidInputSchema });
export type EnrollFreeQuery = z.input<typeof enrollFreeQuerySchema>;
export const enrollFreeResponseSchema = envelope(enrolmentSchema);
export type EnrollFreeResponse = z.infer<typeof enrollFreeResponseSchema>;
