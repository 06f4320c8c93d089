import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { defineJob, PermanentJobError } from '../../jobs/define.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { createSettingsBox } from '../../secrets/settings-box.ts';
import { findFfmpeg } from './ffmpeg-binary.ts';
import { inTransaction, queueLessonVideo } from './lesson-video.ts';
import { transcodeLessonVideo } from './transcode-lesson-video.ts';

/**
 * The background transcode of one uploaded lesson video (src/jobs/): one at a time per instance
 * (ffmpeg takes the cores), a lease above the longest lesson's encode, tried again twice after an
 * unexpected failure; a file ffmpeg cannot read fails at once.
 */
export const transcodeVideoJob = defineJob<{ tenantId: string; videoId: string }>(
  'video.transcode',
  async ({ tenantId, videoId }, { db, config, now }) => {
    const ffmpeg = findFfmpeg();
    if (!ffmpeg) {
      // the console says why the video stays as uploaded, instead of waiting for ever
      await db
        .updateTable('lesson_videos')
        .set({ status: 'failed', error: 'ffmpeg_missing', updated_at: now().toISOString() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', videoId)
        .execute();
      throw new PermanentJobError('no ffmpeg on this server');
    }
    const outcome = await transcodeLessonVideo(
      { db, tenantId, now },
      {
        videoId,
        dataDir: config.dataDir,
        ffmpeg,
        box: createSettingsBox(config.settingsKey),
        preset: config.videoEncoderPreset,
      },
    );
    if (outcome === 'failed') throw new PermanentJobError('the video could not be transcoded');
  },
  { concurrency: 1, leaseMs: 3 * 60 * 60_000, maxAttempts: 3, retryDelayMs: 60_000 },
);

/** A lesson's uploaded video queued for its HLS ladder: the video row and its job, together (in the caller's transaction when given one). */
export async function queueLessonVideoTranscode(
  ctx: Pick<TenantContext, 'db' | 'tenantId' | 'now'>,
  options: { lessonId: number; sourcePath: string; keepOriginal: boolean; settingsKey: string },
): Promise<string> {
  return inTransaction(ctx.db, async (trx: Kysely<Database>) => {
    const video = await queueLessonVideo(
      { db: trx, tenantId: ctx.tenantId, now: ctx.now },
      { ...options, box: createSettingsBox(options.settingsKey) },
    );
    await enqueueJob(
      trx,
      transcodeVideoJob,
      { tenantId: ctx.tenantId, videoId: video.id },
      { key: `video:${video.id}`, tenantId: ctx.tenantId, now: ctx.now },
    );
    return video.id;
  });
}
