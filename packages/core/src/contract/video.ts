/** Protected lesson video (ours): starting a viewing, renewing its key URL, reporting what was watched. */
import { z } from 'zod';
import { intIdInputSchema, intIdSchema, isoDateTimeSchema } from './common.ts';
import { envelope } from './envelope.ts';

export const videoViewsSchema = z.object({
  /** null: no limit */
  limit: z.number().int().nullable(),
  granted: z.number().int(),
  used: z.number().int(),
  /** null: no limit */
  left: z.number().int().nullable(),
});
export type VideoViews = z.infer<typeof videoViewsSchema>;

export const videoPlaybackParamsSchema = z.object({ lessonId: intIdInputSchema });
export const videoPlaybackSchema = z.object({
  videoId: z.string(),
  viewId: intIdSchema,
  playlistUrl: z.string(),
  keyUrl: z.string(),
  keyUrlExpiresAt: isoDateTimeSchema,
  durationSeconds: z.number(),
  views: videoViewsSchema,
  /** shown in the watermark beside the phone number: names the student and the day (leak tracing) */
  watermarkCode: z.string(),
});
export type VideoPlayback = z.infer<typeof videoPlaybackSchema>;
export const videoPlaybackResponseSchema = envelope(videoPlaybackSchema);

export const videoKeyUrlParamsSchema = z.object({ viewId: intIdInputSchema });
export const videoKeyUrlSchema = z.object({
  keyUrl: z.string(),
  keyUrlExpiresAt: isoDateTimeSchema,
  views: videoViewsSchema,
});
export const videoKeyUrlResponseSchema = envelope(videoKeyUrlSchema);

export const videoProgressBodySchema = z.object({
  viewId: intIdInputSchema,
  /** seconds actually played in this viewing (not the position) */
  watchedSeconds: z
    .number()
    .min(0)
    .max(24 * 3600),
});
export type VideoProgressBody = z.input<typeof videoProgressBodySchema>;
export const videoProgressResponseSchema = envelope(
  z.object({ counted: z.boolean(), views: videoViewsSchema }),
);
