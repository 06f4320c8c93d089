import fs from 'node:fs';
import type { TenantContext } from '../../context.ts';
import type { SettingsBox } from '../../secrets/settings-box.ts';
import { lessonMediaFile } from '../media/lesson-media.ts';
import { findLessonVideo, hlsLocation, openVideoKey } from './lesson-video.ts';
import { TranscodeError, transcodeToHls } from './transcode-hls.ts';

export interface TranscodeLessonVideoOptions {
  videoId: string;
  dataDir: string;
  ffmpeg: string;
  box: SettingsBox;
  preset?: string;
  signal?: AbortSignal;
}

/** Progress is written at most this often (a fraction step), not on every ffmpeg report. */
const PROGRESS_STEP = 0.02;

/**
 * Transcodes a queued lesson video into its encrypted HLS ladder (transcode-hls.ts), writing its
 * state as it goes so the console can show it: transcoding with progress, then ready (with the
 * playlist and duration) or failed (with the reason; a half-written ladder is removed). The
 * original is removed once the ladder is ready unless the teacher chose to keep it. Run again on a
 * failed or interrupted video, it starts over.
 */
export async function transcodeLessonVideo(
  ctx: Pick<TenantContext, 'db' | 'tenantId' | 'now'>,
  options: TranscodeLessonVideoOptions,
): Promise<'ready' | 'failed' | 'missing'> {
  const video = await findLessonVideo(ctx, options.videoId);
  if (!video || video.status === 'ready') return video ? 'ready' : 'missing';
  const update = (values: Record<string, unknown>) =>
    ctx.db
      .updateTable('lesson_videos')
      .set({ ...values, updated_at: ctx.now().toISOString() })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', video.id)
      .execute();
  const input = lessonMediaFile(options.dataDir, video.source_path);
  const { dir, playlistPath } = hlsLocation(options.dataDir, video.id);
  await fs.promises.rm(dir, { recursive: true, force: true });
  await update({ status: 'transcoding', progress: 0, error: null });
  let written = 0;
  let pending: Promise<unknown> = Promise.resolve();
  try {
    if (!input || !fs.existsSync(input)) throw new TranscodeError('not_a_video', 'the uploaded file is gone');
    const result = await transcodeToHls({
      ffmpeg: options.ffmpeg,
      input,
      outDir: dir,
      videoId: video.id,
      key: openVideoKey(options.box, video),
      preset: options.preset,
      signal: options.signal,
      onProgress: (fraction) => {
        if (fraction < 1 && fraction - written < PROGRESS_STEP) return;
        written = fraction;
        pending = pending.then(() => update({ progress: Math.min(0.99, fraction) })).catch(() => undefined);
      },
    });
    await pending;
    await update({
      status: 'ready',
      progress: 1,
      playlist_path: playlistPath,
      duration_seconds: result.durationSeconds,
      ...(video.keep_original ? {} : { source_path: null }),
    });
    if (!video.keep_original) await fs.promises.rm(input, { force: true });
    return 'ready';
  } catch (error) {
    await pending;
    await fs.promises.rm(dir, { recursive: true, force: true });
    const reason = error instanceof TranscodeError ? error.code : 'ffmpeg_failed';
    await update({ status: 'failed', error: reason });
    if (!(error instanceof TranscodeError)) throw error;
    return 'failed';
  }
}
