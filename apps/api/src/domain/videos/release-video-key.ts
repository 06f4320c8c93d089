import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SettingsBox } from '../../secrets/settings-box.ts';
import { openVideoKey } from './lesson-video.ts';
import { mayUseView } from './start-playback.ts';
import type { VideoKeyGrant } from './video-key-url.ts';
import { readViewAllowance } from './view-allowance.ts';

export interface KeyRequester {
  /** the verified access token's claims (null: none or not valid) */
  token: { tenantId: string; userId: string; deviceId: string | null } | null;
  /** the DeviceId header */
  deviceId: string | null;
}

/**
 * The AES-128 key of a video for a checked key URL (video-key-url.ts), or null. Beyond the URL's
 * own signature and five-minute life, the request must come from the URL's student (their access
 * token, of a session that is still signed in: the route checks its session stamp) on the URL's device (the token's device and the DeviceId header), a device still
 * registered to them; the viewing must be theirs, of this video, on this device; and the student
 * must have a view left (or be inside the viewing that counted as their last, start-playback.ts).
 */
export async function releaseVideoKey(
  db: Kysely<Database>,
  options: { grant: VideoKeyGrant; requester: KeyRequester; box: SettingsBox; now: Date },
): Promise<Buffer | null> {
  const { grant, requester } = options;
  const token = requester.token;
  if (!token || token.tenantId !== grant.tenantId || token.userId !== grant.userId) return null;
  if (token.deviceId !== grant.deviceId || requester.deviceId !== grant.deviceId) return null;
  const ctx = { db, tenantId: grant.tenantId };
  const device = await db
    .selectFrom('devices')
    .select('id')
    .where('tenant_id', '=', grant.tenantId)
    .where('user_id', '=', grant.userId)
    .where('device_id', '=', grant.deviceId)
    .executeTakeFirst();
  if (!device) return null;
  const view = await db
    .selectFrom('video_views')
    .select(['lesson_id', 'counted_at', 'started_at'])
    .where('tenant_id', '=', grant.tenantId)
    .where('id', '=', grant.viewId)
    .where('user_id', '=', grant.userId)
    .where('device_id', '=', grant.deviceId)
    .where('video_id', '=', grant.videoId)
    .executeTakeFirst();
  if (!view) return null;
  const video = await db
    .selectFrom('lesson_videos')
    .select(['tenant_id', 'key_sealed', 'status', 'duration_seconds', 'host'])
    .where('tenant_id', '=', grant.tenantId)
    .where('id', '=', grant.videoId)
    .executeTakeFirst();
  if (video?.status !== 'ready' || video.host !== 'local') return null;
  const views = await readViewAllowance(ctx, { userId: grant.userId, lessonId: view.lesson_id });
  if (!mayUseView(view, video.duration_seconds ?? 0, views, options.now)) return null;
  return openVideoKey(options.box, video);
}
