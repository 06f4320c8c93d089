import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { defineJob, PermanentJobError, type JobContext } from '../../jobs/define.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { createSettingsBox } from '../../secrets/settings-box.ts';
import { lessonMediaFile } from '../media/lesson-media.ts';
import {
  BUNNY_STATUS,
  BunnyRefusedError,
  type BunnyVideo,
  createBunnyVideo,
  getBunnyVideo,
  uploadBunnyVideo,
} from './bunny-client.ts';
import { findLessonVideo, inTransaction, queueLessonVideo, type LessonVideoRow } from './lesson-video.ts';
import { readBunnySettings } from './video-host-settings.ts';

/** How often a video Bunny is encoding is asked about: every 15 s for five minutes, then every minute. */
export const bunnyPollDelayMs = (poll: number) => (poll <= 20 ? 15_000 : 60_000);
/** Bunny not done this long after the upload: the video is marked failed (`host_timeout`). */
export const BUNNY_ENCODE_DEADLINE_MS = 12 * 60 * 60_000;

type Payload = { tenantId: string; videoId: string };

/** Runs of the upload before a video Bunny does not answer for is failed (`host_failed`). */
const UPLOAD_TRIES = 5;

function videoWriter(db: Kysely<Database>, tenantId: string, videoId: string, now: () => Date) {
  return (values: Partial<Omit<LessonVideoRow, 'id' | 'tenant_id'>>) =>
    db
      .updateTable('lesson_videos')
      .set({ ...values, updated_at: now().toISOString() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', videoId)
      .execute();
}

/**
 * Sends a lesson's uploaded file to the tenant's Bunny Stream library: creates the video there
 * (once; its guid is kept on the row, so a retry uploads to the same video), uploads the bytes,
 * then leaves the encoding to be followed by `video.bunny-status`. A refusal (wrong key, unknown
 * library) or a missing file fails the video at once; no answer is tried again, and the video is
 * failed when the tries run out. Until the video is ready the lesson plays its file as before.
 */
export const bunnyUploadJob = defineJob<Payload>(
  'video.bunny-upload',
  async ({ tenantId, videoId }, context) => {
    const { db, config, now } = context;
    const video = await findLessonVideo({ db, tenantId }, videoId);
    if (!video || video.host !== 'bunny' || video.status === 'ready' || video.status === 'failed') return;
    const update = videoWriter(db, tenantId, videoId, now);
    const fail = async (reason: string) => {
      await update({ status: 'failed', error: reason });
      throw new PermanentJobError(`the video could not be sent to Bunny Stream (${reason})`);
    };
    const settings = await readBunnySettings({ db, tenantId }, createSettingsBox(config.settingsKey));
    const file = video.source_path ? lessonMediaFile(config.dataDir, video.source_path) : null;
    if (!settings) return fail('host_refused');
    if (!file || !fs.existsSync(file)) return fail('not_a_video');
    // a retry uploads to the video (and library) its first try created
    const library = { libraryId: video.host_library_id ?? settings.libraryId, apiKey: settings.apiKey };
    try {
      let guid = video.host_video_id;
      if (!guid) {
        const lesson = await db
          .selectFrom('lessons')
          .select('lesson_name')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', video.lesson_id)
          .executeTakeFirst();
        guid = (await createBunnyVideo(config.bunnyApiBase, library, lesson?.lesson_name ?? videoId)).guid;
        await update({ host_video_id: guid, host_library_id: library.libraryId, status: 'transcoding' });
      }
      await uploadBunnyVideo(config.bunnyApiBase, library, guid, file);
      await update({ status: 'transcoding', progress: 0, error: null });
      await enqueueJob(db, bunnyStatusJob, { tenantId, videoId, poll: 1 }, pollOptions(context, videoId, 1));
    } catch (error) {
      if (error instanceof BunnyRefusedError) return fail('host_refused');
      if (context.attempt >= UPLOAD_TRIES) return fail('host_failed');
      throw error;
    }
  },
  { concurrency: 2, leaseMs: 60 * 60_000, maxAttempts: UPLOAD_TRIES, retryDelayMs: 60_000 },
);

const pollOptions = (context: Pick<JobContext, 'now' | 'tenantId'>, videoId: string, poll: number) => ({
  key: `bunny-status:${videoId}:${poll}`,
  tenantId: context.tenantId,
  now: context.now,
  runAt: new Date(context.now().getTime() + bunnyPollDelayMs(poll)),
});

/**
 * Follows Bunny's encoding of an uploaded video (Get Video): its `encodeProgress` is the console's
 * progress; status finished makes the video ready (with Bunny's length) and removes the original
 * unless the teacher kept it; error or upload failed fails it. Otherwise it asks again later, until
 * BUNNY_ENCODE_DEADLINE_MS after the upload.
 */
export const bunnyStatusJob = defineJob<Payload & { poll: number }>(
  'video.bunny-status',
  async ({ tenantId, videoId, poll }, context) => {
    const { db, config, now } = context;
    const video = await findLessonVideo({ db, tenantId }, videoId);
    if (!video || video.host !== 'bunny' || video.status !== 'transcoding' || !video.host_video_id) return;
    const update = videoWriter(db, tenantId, videoId, now);
    const fail = (reason: string) => update({ status: 'failed', error: reason });
    const settings = await readBunnySettings({ db, tenantId }, createSettingsBox(config.settingsKey));
    if (!settings) {
      await fail('host_refused');
      return;
    }
    const library = { libraryId: video.host_library_id ?? settings.libraryId, apiKey: settings.apiKey };
    let remote: BunnyVideo | null = null;
    try {
      remote = await getBunnyVideo(config.bunnyApiBase, library, video.host_video_id);
    } catch (error) {
      if (error instanceof BunnyRefusedError) {
        await fail('host_refused');
        return;
      }
      // no answer this time: asked again at the next poll
    }
    if (remote?.status === BUNNY_STATUS.finished) {
      await update({
        status: 'ready',
        progress: 1,
        duration_seconds: remote.length,
        ...(video.keep_original ? {} : { source_path: null }),
      });
      if (!video.keep_original && video.source_path) {
        const file = lessonMediaFile(config.dataDir, video.source_path);
        if (file) await fs.promises.rm(file, { force: true });
      }
      return;
    }
    if (remote?.status === BUNNY_STATUS.error || remote?.status === BUNNY_STATUS.uploadFailed) {
      await fail('host_failed');
      return;
    }
    if (now().getTime() - Date.parse(video.created_at) > BUNNY_ENCODE_DEADLINE_MS) {
      await fail('host_timeout');
      return;
    }
    if (remote) await update({ progress: Math.min(0.99, Math.max(0, remote.encodeProgress / 100)) });
    await enqueueJob(
      db,
      bunnyStatusJob,
      { tenantId, videoId, poll: poll + 1 },
      pollOptions(context, videoId, poll + 1),
    );
  },
  { concurrency: 5, leaseMs: 2 * 60_000, maxAttempts: 3, retryDelayMs: 30_000 },
);

/** A lesson's uploaded video queued for the tenant's Bunny Stream library: the video row and its job, together (in the caller's transaction when given one). */
export async function queueLessonVideoForBunny(
  ctx: Pick<TenantContext, 'db' | 'tenantId' | 'now'>,
  options: { lessonId: number; sourcePath: string; keepOriginal: boolean; settingsKey: string },
): Promise<string> {
  return inTransaction(ctx.db, async (trx) => {
    const video = await queueLessonVideo(
      { db: trx, tenantId: ctx.tenantId, now: ctx.now },
      { ...options, host: 'bunny', box: createSettingsBox(options.settingsKey) },
    );
    await enqueueJob(
      trx,
      bunnyUploadJob,
      { tenantId: ctx.tenantId, videoId: video.id },
      { key: `bunny-upload:${video.id}`, tenantId: ctx.tenantId, now: ctx.now },
    );
    return video.id;
  });
}
