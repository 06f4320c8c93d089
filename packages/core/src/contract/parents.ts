/**
 * Parents: a child's video and quiz progress looked up by the parent's and the student's phones.
 *
 * The paths are the original's; the access is ours. The original answered anyone who knew two
 * phone numbers (a privacy weakness). We answer only staff of the tenant (a parent phoning the
 * centre) or the student themself; both phones must belong to the same student of the tenant.
 */
import { z } from 'zod';
import { EGYPTIAN_PHONE_PATTERN, guidSchema, intIdSchema, isoDateTimeSchema } from './common.ts';
import { envelope } from './envelope.ts';

/** An Egyptian mobile number whose refusal names the field. */
const phoneOf = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(20, `${field} must be an Egyptian mobile number (01 followed by 9 digits)`)
    .regex(EGYPTIAN_PHONE_PATTERN, `${field} must be an Egyptian mobile number (01 followed by 9 digits)`);

/** `/{parentPhone}` of both endpoints. */
export const parentProgressParamsSchema = z.object({ parentPhone: phoneOf('parentPhone') });
export type ParentProgressParams = z.input<typeof parentProgressParamsSchema>;

/** `?studentPhone=` of both endpoints. */
export const parentProgressQuerySchema = z.object({ studentPhone: phoneOf('studentPhone') });
export type ParentProgressQuery = z.input<typeof parentProgressQuerySchema>;

export const videoLessonProgressSchema = z.object({
  lessonId: intIdSchema,
  lessonName: z.string(),
  unitName: z.string(),
  isCompleted: z.boolean(),
  completedAt: isoDateTimeSchema.nullable(),
});
export type VideoLessonProgress = z.infer<typeof videoLessonProgressSchema>;

export const courseVideosProgressSchema = z.object({
  courseId: guidSchema,
  courseName: z.string(),
  totalVideos: z.number().int().nonnegative(),
  completedVideos: z.number().int().nonnegative(),
  /** rounded percentage, 0..100 */
  percentComplete: z.number().int().min(0).max(100),
  lessons: z.array(videoLessonProgressSchema),
});
export type CourseVideosProgress = z.infer<typeof courseVideosProgressSchema>;

// GET /api/Student/GetStudentVideosProgressByParent/{parentPhone}?studentPhone=
export const studentVideosProgressSchema = z.object({
  studentName: z.string(),
  courses: z.array(courseVideosProgressSchema),
});
export type StudentVideosProgress = z.infer<typeof studentVideosProgressSchema>;
export const studentVideosProgressResponseSchema = envelope(studentVideosProgressSchema);
export type StudentVideosProgressResponse = z.infer<typeof studentVideosProgressResponseSchema>;

export const quizProgressSchema = z.object({
  lessonId: intIdSchema,
  lessonName: z.string(),
  unitName: z.string(),
  courseName: z.string(),
  /** the recorded score: the best attempt taken before the answer key was shown */
  score: z.number().min(0).max(100),
  passed: z.boolean(),
  correctCount: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
  /** when the first attempt was submitted */
  submittedAt: isoDateTimeSchema,
  /** ours: the first attempt's score */
  firstScore: z.number().min(0).max(100),
  /** ours: how many times the student submitted this quiz */
  attemptCount: z.number().int().positive(),
});
export type QuizProgress = z.infer<typeof quizProgressSchema>;

// GET /api/Student/GetStudentQuizzesProgressByParent/{parentPhone}?studentPhone=
export const studentQuizzesProgressSchema = z.object({
  studentName: z.string(),
  quizzes: z.array(quizProgressSchema),
});
export type StudentQuizzesProgress = z.infer<typeof studentQuizzesProgressSchema>;
export const studentQuizzesProgressResponseSchema = envelope(studentQuizzesProgressSchema);
export type StudentQuizzesProgressResponse = z.infer<typeof studentQuizzesProgressResponseSchema>;
