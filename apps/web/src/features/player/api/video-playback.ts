import type { VideoPlayback, VideoViews } from '@dars/core/contract';
import { ApiError, call } from '../../../shared/api/client.ts';

/** Starts a viewing of the lesson's protected video (signed playlist, a key URL living 5 minutes). */
export async function startVideoPlayback(lessonId: number): Promise<VideoPlayback> {
  const body = await call('videoPlayback', { lessonId });
  if (!body?.data) throw new ApiError(500, body?.message ?? '', body);
  return body.data;
}

export interface KeyUrl {
  keyUrl: string;
  keyUrlExpiresAt: string;
}

export async function renewVideoKeyUrl(viewId: number): Promise<KeyUrl> {
  const body = await call('videoKeyUrl', { viewId });
  if (!body?.data) throw new ApiError(500, body?.message ?? '', body);
  return body.data;
}

export async function reportVideoProgress(
  viewId: number,
  watchedSeconds: number,
): Promise<VideoViews | null> {
  const body = await call('videoProgress', { viewId, watchedSeconds });
  return body?.data?.views ?? null;
}
