/**
 * The catalogue half of the console: courses (list, create, edit, image, duplicate, archive,
 * delete), their units and lessons (add, edit, reorder, move, video and attachment), and the
 * resumable video upload (tus) that a lesson's video comes from.
 */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error, messageEnvelopeSchema } from '../envelope.ts';
import {
  gradeSchema,
  guidInputSchema,
  intIdInputSchema,
  intIdSchema,
  lessonTypeSchema,
  requiredText,
  termSchema,
} from '../common.ts';
import type { EndpointDefinition } from '../endpoint-definition.ts';
import { TEACHER_ENDPOINT_ROUTES, TEACHER_VIDEO_UPLOAD_PATH } from './routes.ts';

export { TEACHER_VIDEO_UPLOAD_PATH };
import {
  consolePageSchema,
  consolePagingQuerySchema,
  versionQueryValueSchema,
  versionSchema,
} from './common.ts';

const optionalSubtitle = z
  .string()
  .trim()
  .max(200, 'Subtitle must be at most 200 characters')
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

export const teacherCourseSchema = z.object({
  id: z.string(),
  courseName: z.string(),
  description: z.string(),
  grade: gradeSchema,
  term: termSchema,
  price: z.number(),
  imagePath: z.string().nullable(),
  active: z.boolean(),
  isOpenToAll: z.boolean(),
  /** set when the course was archived (kept for its enrolled students, hidden from the catalogue) */
  archivedAt: z.string().nullable(),
  version: z.number().int(),
  unitCount: z.number().int(),
  lessonCount: z.number().int(),
  enrolledCount: z.number().int(),
  /** views per student of each uploaded video (null: no limit); a lesson may set its own */
  videoViewLimit: z.number().int().nullable(),
});
export type TeacherCourse = z.infer<typeof teacherCourseSchema>;

export const teacherLessonSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  lessonName: z.string(),
  subtitle: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
  type: lessonTypeSchema,
  /** a YouTube or delivery-host link, or `/media/…` for an uploaded file */
  videoUrl: z.string().nullable(),
  videoDurationSeconds: z.number().nullable(),
  attachmentUrl: z.string().nullable(),
  attachmentTitle: z.string().nullable(),
  /** views per student of its uploaded video (null: its course's) */
  videoViewLimit: z.number().int().nullable(),
  version: z.number().int(),
});
export type TeacherLesson = z.infer<typeof teacherLessonSchema>;

export const teacherUnitSchema = z.object({
  id: z.number().int(),
  courseId: z.string(),
  unitName: z.string(),
  subtitle: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
  /** pounds: the unit is also sold on its own online (null: by unit codes only) */
  price: z.number().nullable(),
  version: z.number().int(),
  lessons: z.array(teacherLessonSchema),
});
export type TeacherUnit = z.infer<typeof teacherUnitSchema>;

export const teacherCourseDetailSchema = teacherCourseSchema.extend({ units: z.array(teacherUnitSchema) });
export type TeacherCourseDetail = z.infer<typeof teacherCourseDetailSchema>;

export const courseFieldsSchema = z.object({
  courseName: requiredText(100, 'Course name'),
  description: z.string().trim().max(4000, 'Description must be at most 4000 characters').default(''),
  grade: gradeSchema,
  term: termSchema,
  price: z.number({ error: 'Price must be a number' }).min(0, 'Price cannot be negative').max(100_000),
  active: z.boolean().default(false),
  isOpenToAll: z.boolean().default(false),
});
export type CourseFields = z.input<typeof courseFieldsSchema>;

export const updateCourseBodySchema = courseFieldsSchema.extend({ version: versionSchema });
export const versionBodySchema = z.object({ version: versionSchema });
export const versionQuerySchema = z.object({ version: versionQueryValueSchema });
export const archiveCourseBodySchema = z.object({ version: versionSchema, archived: z.boolean() });
export const duplicateCourseBodySchema = z.object({ courseName: requiredText(100, 'Course name') });

export const unitFieldsSchema = z.object({
  unitName: requiredText(100, 'Unit name'),
  subtitle: optionalSubtitle,
  active: z.boolean().default(true),
  /** pounds, to sell the unit on its own online; null: codes only; left out: unchanged */
  price: z
    .number({ error: 'Price must be a number' })
    .positive('Price must be above zero')
    .max(100_000)
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: 'Price has at most two decimals',
    })
    .nullable()
    .optional(),
});
export const updateUnitBodySchema = unitFieldsSchema.extend({ version: versionSchema });

export const lessonFieldsSchema = z.object({
  lessonName: requiredText(100, 'Lesson name'),
  subtitle: optionalSubtitle,
  active: z.boolean().default(true),
});
export const createLessonBodySchema = lessonFieldsSchema.extend({ type: lessonTypeSchema });
export const updateLessonBodySchema = lessonFieldsSchema.extend({ version: versionSchema });

/** Exactly one of: a YouTube / delivery-host link, or a finished resumable upload. */
export const lessonVideoBodySchema = z
  .object({
    version: versionSchema,
    link: z.string().trim().max(500).optional(),
    uploadId: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,120}$/, 'Invalid upload id')
      .optional(),
    /** an uploaded file: keep the original beside its HLS ladder (default), or remove it once the ladder is ready */
    keepOriginal: z.boolean().optional(),
  })
  .refine((body) => (body.link === undefined) !== (body.uploadId === undefined), {
    message: 'Send either a link or an uploadId',
  });

/** The complete new order: every id of the parent, each once. */
export const orderBodySchema = z.object({
  ids: z.array(intIdSchema).min(1).max(500),
});
export const moveLessonBodySchema = z.object({ version: versionSchema, unitId: intIdSchema });

const courseParams = z.object({ courseId: guidInputSchema });
const unitParams = z.object({ unitId: intIdInputSchema });
const lessonParams = z.object({ lessonId: intIdInputSchema });
const uploadParams = z.object({ uploadId: z.string().regex(/^[\w.-]{1,120}$/, 'Invalid upload id') });

const courseResponse = envelope(teacherCourseSchema);
const detailResponse = envelope(teacherCourseDetailSchema);
const unitResponse = envelope(teacherUnitSchema);
const lessonResponse = envelope(teacherLessonSchema);
/** tus answers with headers and an empty body */
const tusResponse = z.string();

export const coursesEndpoints = {
  teacherCourses: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCourses,
    query: consolePagingQuerySchema,
    response: envelope(consolePageSchema(teacherCourseSchema)),
    error,
    ours: true,
    summary: 'The courses, newest first, with unit, lesson and enrolled-student counts (staff).',
  },
  teacherCourse: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCourse,
    params: courseParams,
    response: detailResponse,
    error,
    ours: true,
    summary: 'One course with all its units and lessons, active or not, in order (staff).',
  },
  teacherCreateCourse: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCreateCourse,
    body: courseFieldsSchema,
    response: courseResponse,
    error,
    ours: true,
    summary: 'Create a course (Admin).',
  },
  teacherUpdateCourse: {
    ...TEACHER_ENDPOINT_ROUTES.teacherUpdateCourse,
    params: courseParams,
    body: updateCourseBodySchema,
    response: courseResponse,
    error,
    ours: true,
    summary: "Edit a course's fields; 409 stale_version when it changed since it was opened (Admin).",
  },
  teacherCourseImage: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCourseImage,
    params: courseParams,
    body: versionBodySchema,
    response: courseResponse,
    error,
    ours: true,
    summary:
      "Replace a course's image (multipart: `version` and an `image` file of PNG/JPEG/WebP, at most 5 MB) (Admin).",
  },
  teacherDuplicateCourse: {
    ...TEACHER_ENDPOINT_ROUTES.teacherDuplicateCourse,
    params: courseParams,
    body: duplicateCourseBodySchema,
    response: courseResponse,
    error,
    ours: true,
    summary:
      'Copy a course with its units, lessons and quizzes (no enrolments), inactive, for a new school year (Admin).',
  },
  teacherArchiveCourse: {
    ...TEACHER_ENDPOINT_ROUTES.teacherArchiveCourse,
    params: courseParams,
    body: archiveCourseBodySchema,
    response: courseResponse,
    error,
    ours: true,
    summary: 'Archive a course (hidden from the catalogue, kept for its students) or bring it back (Admin).',
  },
  teacherDeleteCourse: {
    ...TEACHER_ENDPOINT_ROUTES.teacherDeleteCourse,
    params: courseParams,
    query: versionQuerySchema,
    response: messageEnvelopeSchema,
    error,
    ours: true,
    summary: 'Delete a course nobody is enrolled in; 409 course_has_students otherwise (archive it) (Admin).',
  },
  teacherCreateUnit: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCreateUnit,
    params: courseParams,
    body: unitFieldsSchema,
    response: unitResponse,
    error,
    ours: true,
    summary: 'Add a unit at the end of a course (Admin).',
  },
  teacherReorderUnits: {
    ...TEACHER_ENDPOINT_ROUTES.teacherReorderUnits,
    params: courseParams,
    body: orderBodySchema,
    response: detailResponse,
    error,
    ours: true,
    summary:
      "Put a course's units in a new order (every unit id once); 409 stale_version when the units changed (Admin).",
  },
  teacherUpdateUnit: {
    ...TEACHER_ENDPOINT_ROUTES.teacherUpdateUnit,
    params: unitParams,
    body: updateUnitBodySchema,
    response: unitResponse,
    error,
    ours: true,
    summary: 'Edit a unit (name, subtitle, active) (Admin).',
  },
  teacherCreateLesson: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCreateLesson,
    params: unitParams,
    body: createLessonBodySchema,
    response: lessonResponse,
    error,
    ours: true,
    summary: 'Add a Video, Quiz or Exam lesson at the end of a unit (Admin).',
  },
  teacherReorderLessons: {
    ...TEACHER_ENDPOINT_ROUTES.teacherReorderLessons,
    params: unitParams,
    body: orderBodySchema,
    response: unitResponse,
    error,
    ours: true,
    summary:
      "Put a unit's lessons in a new order (every lesson id once); 409 stale_version when they changed (Admin).",
  },
  teacherUpdateLesson: {
    ...TEACHER_ENDPOINT_ROUTES.teacherUpdateLesson,
    params: lessonParams,
    body: updateLessonBodySchema,
    response: lessonResponse,
    error,
    ours: true,
    summary: 'Edit a lesson (name, subtitle, active) (Admin).',
  },
  teacherMoveLesson: {
    ...TEACHER_ENDPOINT_ROUTES.teacherMoveLesson,
    params: lessonParams,
    body: moveLessonBodySchema,
    response: lessonResponse,
    error,
    ours: true,
    summary: 'Move a lesson to the end of another unit of the same course (Admin).',
  },
  teacherSetLessonVideo: {
    ...TEACHER_ENDPOINT_ROUTES.teacherSetLessonVideo,
    params: lessonParams,
    body: lessonVideoBodySchema,
    response: lessonResponse,
    error,
    ours: true,
    summary:
      "Set a video lesson's video: a YouTube or delivery-host link, or a finished upload (MP4/WebM by content) (Admin).",
  },
  teacherLessonAttachment: {
    ...TEACHER_ENDPOINT_ROUTES.teacherLessonAttachment,
    params: lessonParams,
    body: versionBodySchema.extend({ title: z.string().trim().max(100).optional() }),
    response: lessonResponse,
    error,
    ours: true,
    summary: 'Attach a PDF to a lesson (multipart: `version`, `title`, a `file` of at most 20 MB) (Admin).',
  },
  teacherRemoveLessonAttachment: {
    ...TEACHER_ENDPOINT_ROUTES.teacherRemoveLessonAttachment,
    params: lessonParams,
    query: versionQuerySchema,
    response: lessonResponse,
    error,
    ours: true,
    summary: "Remove a lesson's attachment (Admin).",
  },
  teacherVideoUploadCreate: {
    ...TEACHER_ENDPOINT_ROUTES.teacherVideoUploadCreate,
    response: tusResponse,
    error,
    ours: true,
    summary:
      'tus: start a resumable video upload (Upload-Length, Upload-Metadata); 201 with its Location (Admin).',
  },
  teacherVideoUploadStatus: {
    ...TEACHER_ENDPOINT_ROUTES.teacherVideoUploadStatus,
    params: uploadParams,
    response: tusResponse,
    error,
    ours: true,
    summary:
      'tus: HEAD answers the offset reached, to resume after a dropped connection; GET reads the file back (Admin).',
  },
  teacherVideoUploadAppend: {
    ...TEACHER_ENDPOINT_ROUTES.teacherVideoUploadAppend,
    params: uploadParams,
    response: tusResponse,
    error,
    ours: true,
    summary:
      'tus: append bytes at Upload-Offset (application/offset+octet-stream, streamed to disk) (Admin).',
  },
  teacherVideoUploadCancel: {
    ...TEACHER_ENDPOINT_ROUTES.teacherVideoUploadCancel,
    params: uploadParams,
    response: tusResponse,
    error,
    ours: true,
    summary: 'tus: abandon an upload and remove its bytes (Admin).',
  },
} as const satisfies Record<string, EndpointDefinition>;
