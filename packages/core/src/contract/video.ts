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
const playbackCommon = {
  videoId: z.string(),
  viewId: intIdSchema,
  durationSeconds: z.number(),
  views: videoViewsSchema,
  /** shown in the watermark beside the phone number: names the student and the day (leak tracing) */
  watermarkCode: z.string(),
};
/** An upload transcoded here: encrypted HLS, its key fetched through a key URL living 5 minutes. */
export const hlsPlaybackSchema = z.object({
  kind: z.literal('hls'),
  ...playbackCommon,
  /** the master playlist, signed for this student */
  playlistUrl: z.string(),
  keyUrl: z.string(),
  keyUrlExpiresAt: isoDateTimeSchema,
});
/** An upload hosted in the teacher's Bunny Stream library: its player, token-signed for 5 minutes. */
export const embedPlaybackSchema = z.object({
  kind: z.literal('embed'),
  ...playbackCommon,
  embedUrl: z.string(),
  embedUrlExpiresAt: isoDateTimeSchema,
});
export const videoPlaybackSchema = z.discriminatedUnion('kind', [hlsPlaybackSchema, embedPlaybackSchema]);
export type VideoPlayback = z.infer<typeof videoPlaybackSchema>;
export type HlsPlayback = z.infer<typeof hlsPlaybackSchema>;
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
