import crypto from 'node:crypto';
import path from 'node:path';
import type { TenantContext } from '../../context.ts';
import type { Database, LessonVideosTable, VideoHost } from '../../db/schema.ts';
import type { Kysely, Selectable } from 'kysely';
import type { SettingsBox } from '../../secrets/settings-box.ts';
import { LESSON_MEDIA_URL_PREFIX, lessonMediaDir } from '../media/lesson-media.ts';
import { MASTER_PLAYLIST } from './hls-ladder.ts';

export type LessonVideoRow = Selectable<LessonVideosTable>;

/** Runs `write` in `db` when it is a transaction already (the caller's), else in a new one. */
export function inTransaction<T>(
  db: Kysely<Database>,
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

/** Where a video's ladder is written, and the stored path of its master playlist. */
export function hlsLocation(dataDir: string, videoId: string) {
  return {
    dir: path.join(lessonMediaDir(dataDir), 'hls', videoId),
    playlistPath: `${LESSON_MEDIA_URL_PREFIX}hls/${videoId}/${MASTER_PLAYLIST}`,
  };
}

/**
 * A new video of a lesson, queued for transcoding here (`local`) or for the tenant's Bunny Stream
 * library (`bunny`), with its own random AES-128 key sealed for the tenant (only the key endpoint
 * ever opens it; a video at Bunny never uses it).
 */
export async function queueLessonVideo(
  ctx: Pick<TenantContext, 'db' | 'tenantId' | 'now'>,
  options: {
    lessonId: number;
    sourcePath: string;
    keepOriginal: boolean;
    box: SettingsBox;
    host?: VideoHost;
  },
): Promise<LessonVideoRow> {
  const now = ctx.now().toISOString();
  const row: LessonVideoRow = {
    id: crypto.randomUUID(),
    tenant_id: ctx.tenantId,
    lesson_id: options.lessonId,
    status: 'queued',
    progress: 0,
    error: null,
    key_sealed: options.box.seal(ctx.tenantId, crypto.randomBytes(16).toString('hex')),
    source_path: options.sourcePath,
    keep_original: options.keepOriginal ? 1 : 0,
    playlist_path: null,
    duration_seconds: null,
    host: options.host ?? 'local',
    host_video_id: null,
    host_library_id: null,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.insertInto('lesson_videos').values(row).execute();
  return row;
}

export async function findLessonVideo(
  ctx: Pick<TenantContext, 'db' | 'tenantId'>,
  videoId: string,
): Promise<LessonVideoRow | undefined> {
  return ctx.db
    .selectFrom('lesson_videos')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', videoId)
    .executeTakeFirst();
}

/** The lesson's newest video that is ready to play. */
export async function findReadyLessonVideo(
  ctx: Pick<TenantContext, 'db' | 'tenantId'>,
  lessonId: number,
): Promise<LessonVideoRow | undefined> {
  return ctx.db
    .selectFrom('lesson_videos')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('lesson_id', '=', lessonId)
    .where('status', '=', 'ready')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the lesson has a ready HLS ladder (then only the protected player plays it). */
export async function hasReadyLessonVideo(
  ctx: Pick<TenantContext, 'db' | 'tenantId'>,
  lessonId: number,
): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('lesson_videos')
    .select('id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('lesson_id', '=', lessonId)
    .where('status', '=', 'ready')
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The video's AES-128 key. */
export function openVideoKey(
  box: SettingsBox,
  video: Pick<LessonVideoRow, 'tenant_id' | 'key_sealed'>,
): Buffer {
  return Buffer.from(box.open(video.tenant_id, video.key_sealed), 'hex');
}
