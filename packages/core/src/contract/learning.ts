/** Learning: course and unit trees with the caller's progress, unit lessons, lesson content, completion. */
import { z } from 'zod';
import {
  guidInputSchema,
  guidSchema,
  intIdInputSchema,
  intIdSchema,
  isoDateTimeSchema,
  pagingQuerySchema,
} from './common.ts';
import { envelope } from './envelope.ts';
import { courseTreeSchema, treeLessonSchema, treeUnitSchema } from './catalogue.ts';
import { quizContentSchema } from './quiz.ts';

export const lessonWithProgressSchema = treeLessonSchema.extend({
  /** meaningful for videos */
  isCompleted: z.boolean(),
  /** meaningful for quizzes */
  isQuizSubmitted: z.boolean(),
});
export type LessonWithProgress = z.infer<typeof lessonWithProgressSchema>;

export const unitWithProgressSchema = treeUnitSchema.extend({
  lessons: z.array(lessonWithProgressSchema),
});
export type UnitWithProgress = z.infer<typeof unitWithProgressSchema>;

/**
 * GET /api/Course/tree-course-with-progress?courseid (alias without /api).
 * enrollmentDate is null when the caller is not enrolled (the client then shows units as
 * unavailable unless isOpenToAll).
 */
export const courseTreeWithProgressSchema = courseTreeSchema.extend({
  enrollmentDate: isoDateTimeSchema.nullable(),
  units: z.array(unitWithProgressSchema),
});
export type CourseTreeWithProgress = z.infer<typeof courseTreeWithProgressSchema>;
export const courseTreeWithProgressQuerySchema = z.object({ courseid: guidInputSchema });
export type CourseTreeWithProgressQuery = z.input<typeof courseTreeWithProgressQuerySchema>;
export const courseTreeWithProgressResponseSchema = envelope(courseTreeWithProgressSchema);
export type CourseTreeWithProgressResponse = z.infer<typeof courseTreeWithProgressResponseSchema>;

/**
 * GET /api/Course/tree-unit-with-progress?unitId — one unit for the unit viewer.
 * enrollmentDate is the start of the unit's access window (when the unit code was redeemed, or
 * the course enrolment date); null when the caller has no access.
 */
export const unitTreeWithProgressSchema = z.object({
  id: intIdSchema,
  unitName: z.string(),
  titel: z.string().nullable(),
  order: z.number().int(),
  active: z.boolean(),
  enrollmentDate: isoDateTimeSchema.nullable(),
  courseId: guidSchema,
  courseName: z.string(),
  lessons: z.array(lessonWithProgressSchema),
});
export type UnitTreeWithProgress = z.infer<typeof unitTreeWithProgressSchema>;
export const unitTreeWithProgressQuerySchema = z.object({ unitId: intIdInputSchema });
export type UnitTreeWithProgressQuery = z.input<typeof unitTreeWithProgressQuerySchema>;
export const unitTreeWithProgressResponseSchema = envelope(unitTreeWithProgressSchema);
export type UnitTreeWithProgressResponse = z.infer<typeof unitTreeWithProgressResponseSchema>;

// GET /api/Unit/{id}/lessons?pageNumber&pageSize
export const unitLessonsParamsSchema = z.object({ id: intIdInputSchema });
export type UnitLessonsParams = z.input<typeof unitLessonsParamsSchema>;
export const unitLessonsQuerySchema = pagingQuerySchema;
export type UnitLessonsQuery = z.input<typeof unitLessonsQuerySchema>;
export const unitLessonsDataSchema = z.object({
  lessons: z.array(lessonWithProgressSchema),
  unitName: z.string(),
  unitTitle: z.string().nullable(),
  courseName: z.string(),
  totalCount: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  currentPage: z.number().int().positive(),
});
export type UnitLessonsData = z.infer<typeof unitLessonsDataSchema>;
export const unitLessonsResponseSchema = envelope(unitLessonsDataSchema);
export type UnitLessonsResponse = z.infer<typeof unitLessonsResponseSchema>;

/**
 * Video lesson content. The original sends `{ id, videoUrl, attachmentUrl, attachmentTitle }`;
 * `type`, `lessonName` and `isCompleted` are ours (so one answer drives the player).
 */
export const videoContentSchema = z.object({
  id: intIdSchema,
  type: z.literal('Video'),
  lessonName: z.string(),
  videoUrl: z.string().nullable(),
  attachmentUrl: z.string().nullable(),
  attachmentTitle: z.string().nullable(),
  isCompleted: z.boolean(),
  /**
   * Ours: the lesson's upload plays as encrypted HLS through POST /api/Video/playback/:lessonId
   * (videoUrl is then null: the file itself is never handed out). Absent on older answers.
   */
  protectedVideo: z.boolean().optional(),
});
export type VideoContent = z.infer<typeof videoContentSchema>;

/**
 * Ours: an exam lesson's content names the lesson only; the exam itself (its settings, the
 * attempt and the result) is GET /api/exams/{lessonId}, which is timed by the server.
 */
export const examContentSchema = z.object({
  id: intIdSchema,
  type: z.literal('Exam'),
  lessonName: z.string(),
  isCompleted: z.boolean(),
  /** passing percentage */
  passDegree: z.number().min(0).max(100),
});
export type ExamContent = z.infer<typeof examContentSchema>;

/** GET /api/Student/contentlesson/{id} (alias without /api): a video, a quiz or an exam, told apart by `type`. */
export const lessonContentSchema = z.discriminatedUnion('type', [
  videoContentSchema,
  quizContentSchema,
  examContentSchema,
]);
export type LessonContent = z.infer<typeof lessonContentSchema>;
export const lessonContentParamsSchema = z.object({ id: intIdInputSchema });
export type LessonContentParams = z.input<typeof lessonContentParamsSchema>;
export const lessonContentResponseSchema = envelope(lessonContentSchema);
export type LessonContentResponse = z.infer<typeof lessonContentResponseSchema>;

// Ours: POST /api/Student/lesson-complete — marks a lesson the caller may open as completed (idempotent).
export const lessonCompleteBodySchema = z.object({ lessonId: intIdInputSchema });
export type LessonCompleteBody = z.input<typeof lessonCompleteBodySchema>;
export const lessonCompletionSchema = z.object({
  lessonId: intIdSchema,
  isCompleted: z.boolean(),
  completedAt: isoDateTimeSchema,
});
export type LessonCompletion = z.infer<typeof lessonCompletionSchema>;
export const lessonCompleteResponseSchema = envelope(lessonCompletionSchema);
export type LessonCompleteResponse = z.infer<typeof lessonCompleteResponseSchema>;
