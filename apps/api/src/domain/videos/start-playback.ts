import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import { assertLessonAccess } from '../access/entitlement.ts';
import { locateLessonForStudent } from '../access/locate.ts';
import type { SettingsBox } from '../../secrets/settings-box.ts';
import { BUNNY_EMBED_TTL_S, bunnyEmbedUrl } from './bunny-embed.ts';
import { findLessonVideo, findReadyLessonVideo, type LessonVideoRow } from './lesson-video.ts';
import { readBunnySettings } from './video-host-settings.ts';
import { readViewAllowance, type ViewAllowance } from './view-allowance.ts';
import { VIDEO_KEY_URL_TTL_S, type VideoKeyGrant } from './video-key-url.ts';

export type VideoPlayback = HlsPlayback | EmbedPlayback;

interface PlaybackCommon {
  videoId: string;
  viewId: number;
  durationSeconds: number;
  views: ViewAllowance;
  watermarkCode: string;
}

export interface HlsPlayback extends PlaybackCommon {
  kind: 'hls';
  /** the master playlist, signed for this student */
  playlistUrl: string;
  keyUrl: string;
  /** ISO time the key URL stops working */
  keyUrlExpiresAt: string;
}

/** A video in the tenant's Bunny Stream library: its player's token-authenticated URL. */
export interface EmbedPlayback extends PlaybackCommon {
  kind: 'embed';
  embedUrl: string;
  embedUrlExpiresAt: string;
}

export interface PlaybackSigners {
  /** a signed URL of a stored /media/… path for this student */
  mediaUrl: (storedPath: string) => Promise<string>;
  /** an absolute key URL for the grant */
  keyUrl: (grant: VideoKeyGrant) => string;
  /** the watermark code of a student today (watermark-code.ts) */
  watermarkCode: (userId: string) => string;
  /** the embed player's origin (BUNNY_EMBED_BASE) and the box the tenant's Bunny settings are sealed in */
  bunny: { embedBase: string; box: SettingsBox };
}

/**
 * A view of a lesson's video starts: the student must hold the lesson as for its content
 * (entitlement, unit window, quiz locks) and have a view left; a view row is opened for this
 * device (it counts once 30 % is watched, record-view-progress.ts) and the player gets the signed
 * playlist and a key URL living VIDEO_KEY_URL_TTL_S, or, for a video in the tenant's Bunny Stream
 * library, Bunny's player URL token-signed for BUNNY_EMBED_TTL_S.
 */
export async function startVideoPlayback(
  ctx: TenantContext,
  options: { caller: Caller; lessonId: number; signers: PlaybackSigners },
): Promise<VideoPlayback> {
  const { caller } = options;
  const { tree, unit, lesson, holdings } = await locateLessonForStudent(ctx, caller.userId, options.lessonId);
  assertLessonAccess({
    tree,
    unit,
    lessonId: lesson.id,
    holdings,
    now: ctx.now(),
    noEntitlementMessage: SERVER_MESSAGES.noLessonAccess,
  });
  const video = await findReadyLessonVideo(ctx, lesson.id);
  if (!video) throw notFound(SERVER_MESSAGES.videoNotReady);
  const embed = video.host === 'bunny' ? await bunnyEmbed(ctx, video, options.signers) : null;
  if (video.host === 'bunny' ? !embed : !video.playlist_path) throw notFound(SERVER_MESSAGES.videoNotReady);
  const views = await readViewAllowance(ctx, { userId: caller.userId, lessonId: lesson.id });
  if (views.left === 0) throw forbidden('video_views_exhausted', SERVER_MESSAGES.videoViewsExhausted);
  const deviceId = requireDevice(caller);
  const now = ctx.now().toISOString();
  const view = await ctx.db
    .insertInto('video_views')
    .values({
      tenant_id: ctx.tenantId,
      user_id: caller.userId,
      lesson_id: lesson.id,
      video_id: video.id,
      device_id: deviceId,
      watched_seconds: 0,
      started_at: now,
      last_seen_at: now,
      counted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const common = {
    videoId: video.id,
    viewId: view.id,
    durationSeconds: video.duration_seconds ?? 0,
    views,
    watermarkCode: options.signers.watermarkCode(caller.userId),
  };
  if (embed) return { kind: 'embed', ...common, ...embed };
  const key = issueKeyUrl(ctx, { caller, videoId: video.id, viewId: view.id, signers: options.signers });
  return {
    kind: 'hls',
    ...common,
    playlistUrl: await options.signers.mediaUrl(video.playlist_path!),
    ...key,
  };
}

/**
 * The Bunny player's URL of a video in the tenant's library, token-signed for BUNNY_EMBED_TTL_S
 * (null when the tenant's settings are gone: the video cannot be played).
 */
async function bunnyEmbed(
  ctx: TenantContext,
  video: LessonVideoRow,
  signers: PlaybackSigners,
): Promise<{ embedUrl: string; embedUrlExpiresAt: string } | null> {
  const settings = await readBunnySettings(ctx, signers.bunny.box);
  if (!settings || !video.host_video_id) return null;
  const expires = Math.floor(ctx.now().getTime() / 1000) + BUNNY_EMBED_TTL_S;
  return {
    embedUrl: bunnyEmbedUrl({
      embedBase: signers.bunny.embedBase,
      libraryId: video.host_library_id ?? settings.libraryId,
      videoId: video.host_video_id,
      tokenKey: settings.tokenKey,
      expires,
    }),
    embedUrlExpiresAt: new Date(expires * 1000).toISOString(),
  };
}

/**
 * A fresh key URL for a viewing the student already started (the player renews before the last
 * one ends); refused like the key itself once no view is left (key-access.ts).
 */
export async function renewVideoKeyUrl(
  ctx: TenantContext,
  options: { caller: Caller; viewId: number; signers: PlaybackSigners },
): Promise<{ keyUrl: string; keyUrlExpiresAt: string; views: ViewAllowance }> {
  const deviceId = requireDevice(options.caller);
  const view = await ctx.db
    .selectFrom('video_views')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.viewId)
    .where('user_id', '=', options.caller.userId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  if (!view) throw notFound(SERVER_MESSAGES.videoViewNotFound);
  const video = await findLessonVideo(ctx, view.video_id);
  // a video at Bunny has no key: its player is signed once, when the viewing starts
  if (video?.host === 'bunny') throw notFound(SERVER_MESSAGES.videoViewNotFound);
  const views = await readViewAllowance(ctx, { userId: options.caller.userId, lessonId: view.lesson_id });
  if (!video || !mayUseView(view, video.duration_seconds ?? 0, views, ctx.now()))
    throw forbidden('video_views_exhausted', SERVER_MESSAGES.videoViewsExhausted);
  const key = issueKeyUrl(ctx, {
    caller: options.caller,
    videoId: video.id,
    viewId: view.id,
    signers: options.signers,
  });
  return { ...key, views };
}

/** How long a counted view keeps getting keys: the time to watch it twice, at least an hour. */
export const viewWindowMs = (durationSeconds: number) => Math.max(2 * durationSeconds * 1000, 60 * 60 * 1000);

/**
 * Whether a viewing may still get the key: while views are left; and, once this viewing itself
 * counted (possibly as the last view), for the rest of its window, so the last view is watched to
 * its end, never again.
 */
export function mayUseView(
  view: { counted_at: string | null; started_at: string },
  durationSeconds: number,
  views: ViewAllowance,
  now: Date,
): boolean {
  if (views.left === null || views.left > 0) return true;
  if (!view.counted_at) return false;
  return now.getTime() - Date.parse(view.started_at) <= viewWindowMs(durationSeconds);
}

function issueKeyUrl(
  ctx: TenantContext,
  options: { caller: Caller; videoId: string; viewId: number; signers: PlaybackSigners },
) {
  const expires = Math.floor(ctx.now().getTime() / 1000) + VIDEO_KEY_URL_TTL_S;
  const keyUrl = options.signers.keyUrl({
    videoId: options.videoId,
    tenantId: ctx.tenantId,
    userId: options.caller.userId,
    deviceId: requireDevice(options.caller),
    viewId: options.viewId,
    expires,
  });
  return { keyUrl, keyUrlExpiresAt: new Date(expires * 1000).toISOString() };
}

function requireDevice(caller: Caller): string {
  if (!caller.deviceId) throw forbidden('video_key_forbidden', SERVER_MESSAGES.videoKeyForbidden);
  return caller.deviceId;
}
