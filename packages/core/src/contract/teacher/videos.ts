/** Protected lesson video in the console: transcode state, view limits, extra views, the Bunny Stream library (ours). */
import { z } from 'zod';
import { guidInputSchema, intIdInputSchema, isoDateTimeSchema } from '../common.ts';
import { envelope, errorEnvelopeSchema } from '../envelope.ts';
import { videoViewsSchema } from '../video.ts';
import { TEACHER_ENDPOINT_ROUTES } from './routes.ts';

const error = errorEnvelopeSchema;
const lessonParams = z.object({ lessonId: intIdInputSchema });
const courseParams = z.object({ courseId: guidInputSchema });

export const teacherLessonVideoSchema = z.object({
  id: z.string(),
  /** local: transcoded here into encrypted HLS; bunny: sent to the tenant's Bunny Stream library */
  host: z.enum(['local', 'bunny']),
  status: z.enum(['queued', 'transcoding', 'ready', 'failed']),
  /** 0–1 */
  progress: z.number(),
  /** why it failed: not_a_video, ffmpeg_failed, ffmpeg_missing; at Bunny: host_refused, host_failed, host_timeout */
  error: z.string().nullable(),
  keepOriginal: z.boolean(),
  originalKept: z.boolean(),
  durationSeconds: z.number().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type TeacherLessonVideo = z.infer<typeof teacherLessonVideoSchema>;

/** null: no limit (a lesson then follows its course) */
export const viewLimitBodySchema = z.object({ limit: z.number().int().min(1).max(100).nullable() });
export const videoViewGrantBodySchema = z.object({
  studentId: guidInputSchema,
  extraViews: z.number().int().min(1).max(50),
});

export const tracedCodeSchema = z.object({
  /** the day (UTC) the code was shown, YYYY-MM-DD */
  day: z.string(),
  student: z.object({ id: z.string(), name: z.string(), phoneNumber: z.string(), email: z.string() }),
  devices: z.array(
    z.object({ deviceId: z.string(), userAgent: z.string().nullable(), lastSeenAt: z.string() }),
  ),
  views: z.array(
    z.object({
      lessonId: z.number().int(),
      lessonName: z.string(),
      deviceId: z.string(),
      startedAt: z.string(),
      watchedSeconds: z.number(),
      counted: z.boolean(),
    }),
  ),
});
export type TracedCode = z.infer<typeof tracedCodeSchema>;

const libraryIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'the library id is a number');
const hostKeySchema = z.string().trim().min(8).max(200);

/** A save: keys left out keep what is stored (the console shows them masked); the first save needs both. */
export const videoHostSettingsBodySchema = z.object({
  /** false: new uploads are transcoded here again (videos already in the library still play from it) */
  enabled: z.boolean(),
  libraryId: libraryIdSchema,
  apiKey: hostKeySchema.optional(),
  tokenKey: hostKeySchema.optional(),
});
export type VideoHostSettingsBody = z.infer<typeof videoHostSettingsBodySchema>;
export const videoHostSettingsViewSchema = z
  .object({ enabled: z.boolean(), libraryId: z.string(), apiKey: z.string(), tokenKey: z.string() })
  .nullable();
export type VideoHostSettingsView = z.infer<typeof videoHostSettingsViewSchema>;

export const videosEndpoints = {
  teacherVideoHostSettings: {
    ...TEACHER_ENDPOINT_ROUTES.teacherVideoHostSettings,
    response: envelope(videoHostSettingsViewSchema),
    error,
    ours: true,
    summary: "The tenant's Bunny Stream library (keys masked; null: none) (Admin).",
  },
  teacherSaveVideoHostSettings: {
    ...TEACHER_ENDPOINT_ROUTES.teacherSaveVideoHostSettings,
    body: videoHostSettingsBodySchema,
    response: envelope(videoHostSettingsViewSchema),
    error,
    ours: true,
    summary: "Save the tenant's Bunny Stream library id, API key and token key (sealed, audited) (Admin).",
  },
  teacherTraceWatermark: {
    ...TEACHER_ENDPOINT_ROUTES.teacherTraceWatermark,
    params: z.object({ code: z.string().trim().min(1).max(20) }),
    response: envelope(z.array(tracedCodeSchema)),
    error,
    ours: true,
    summary: 'Turn a code read off a leaked clip into the student, their devices and views (staff).',
  },
  teacherLessonVideos: {
    ...TEACHER_ENDPOINT_ROUTES.teacherLessonVideos,
    params: lessonParams,
    response: envelope(z.array(teacherLessonVideoSchema)),
    error,
    ours: true,
    summary: "A lesson's uploaded videos, newest first, with their transcode state and progress (staff).",
  },
  teacherLessonViewLimit: {
    ...TEACHER_ENDPOINT_ROUTES.teacherLessonViewLimit,
    params: lessonParams,
    body: viewLimitBodySchema,
    response: envelope(z.object({ limit: z.number().int().nullable() })),
    error,
    ours: true,
    summary: "Set a lesson's views per student, over its course's (null: the course's) (Admin).",
  },
  teacherCourseViewLimit: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCourseViewLimit,
    params: courseParams,
    body: viewLimitBodySchema,
    response: envelope(z.object({ limit: z.number().int().nullable() })),
    error,
    ours: true,
    summary: "Set a course's views per student of each uploaded video (null: no limit) (Admin).",
  },
  teacherVideoViewGrant: {
    ...TEACHER_ENDPOINT_ROUTES.teacherVideoViewGrant,
    params: lessonParams,
    body: videoViewGrantBodySchema,
    response: envelope(videoViewsSchema),
    error,
    ours: true,
    summary: "Give a student extra views of a lesson's video; audited (staff).",
  },
} as const;
