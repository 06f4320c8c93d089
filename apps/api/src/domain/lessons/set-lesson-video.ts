import fs from 'node:fs';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { checkVideoLink } from '@dars/core/rules';
import type { TeacherLesson } from '@dars/core/contract';
import type { Kysely } from 'kysely';
import type { Caller, TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { MediaStore } from '../media/media-store.ts';
import { badRequest, conflict } from '../../errors.ts';
import {
  adoptFile,
  discardUpload,
  readVideoDuration,
  UPLOAD_LIMITS,
  type StoredUpload,
} from '../uploads/index.ts';
import { LESSON_MEDIA_URL_PREFIX, lessonMediaDir } from '../media/lesson-media.ts';
import { changeLesson, loadTeacherLesson } from './save-lesson.ts';

export interface SetLessonVideoOptions {
  caller: Caller;
  lessonId: number;
  version: number;
  dataDir: string;
  /** where the uploaded file goes once checked */
  mediaStore: MediaStore;
  /** a YouTube or delivery-host link */
  link?: string;
  /** the file of a finished resumable upload of this tenant (the route resolves the upload id) */
  uploadedFile?: string;
  /**
   * Queues the uploaded file's encrypted HLS ladder (domain/videos/transcode-job.ts) or its upload
   * to the tenant's Bunny Stream library (bunny-job.ts), in the save's own transaction: the lesson
   * takes the file exactly when its job exists. Absent when lesson files live in a bucket (both are
   * made from this server's disk only).
   */
  queueVideo?: (trx: Kysely<Database>, lessonId: number, storedPath: string) => Promise<unknown>;
}

/**
 * Set a video lesson's video. A link must pass `checkVideoLink` (stored normalised); an uploaded
 * file must be MP4 or WebM by its bytes, and its duration is read from it. The file is moved
 * under a random name into the lesson media directory, then handed to the media store (which may
 * move it to a bucket). A stale version is refused before the file is touched; should the save be
 * refused later (another save won meanwhile, or its video job could not be queued), nothing of
 * the save is kept and the file goes back to its upload, which stays finished and can be given
 * again.
 */
export async function setLessonVideo(
  ctx: TenantContext,
  options: SetLessonVideoOptions,
): Promise<TeacherLesson> {
  const lesson = await loadTeacherLesson(ctx.db, ctx.tenantId, options.lessonId);
  if (lesson.type !== 'Video') throw badRequest('not_a_video_lesson', SERVER_MESSAGES.notAVideoLesson);
  if (options.link !== undefined) {
    const check = checkVideoLink(options.link);
    if (!check.ok) throw badRequest('invalid_video_link', SERVER_MESSAGES.invalidVideoLink);
    return changeLesson(ctx, {
      caller: options.caller,
      lessonId: options.lessonId,
      version: options.version,
      action: 'lesson.video',
      values: () => ({ video_url: check.url, video_duration_seconds: null }),
    });
  }
  if (!options.uploadedFile) throw badRequest('upload_not_finished', SERVER_MESSAGES.uploadNotFinished);
  if (lesson.version !== options.version) throw conflict('stale_version', SERVER_MESSAGES.staleVersion);
  const source = options.uploadedFile;
  let stored: StoredUpload | null = null;
  /** the stored path, once the store holds the file */
  let url: string | null = null;
  try {
    stored = await adoptFile(source, {
      dir: lessonMediaDir(options.dataDir),
      kind: 'video',
      maxBytes: UPLOAD_LIMITS.video,
    });
    const duration = await readVideoDuration(stored.file, stored.ext);
    const videoUrl = `${LESSON_MEDIA_URL_PREFIX}${stored.name}`;
    await options.mediaStore.put(videoUrl, stored.file, stored.mime);
    url = videoUrl;
    const saved = await changeLesson(ctx, {
      caller: options.caller,
      lessonId: options.lessonId,
      version: options.version,
      action: 'lesson.video',
      values: () => ({ video_url: videoUrl, video_duration_seconds: duration }),
      // the lesson plays the file as it is until its ladder (or Bunny's encoding) is ready
      ...(options.queueVideo
        ? {
            alsoInTransaction: (trx: Kysely<Database>) =>
              options.queueVideo!(trx, options.lessonId, videoUrl),
          }
        : {}),
    });
    url = null;
    return saved;
  } catch (error) {
    // back first: the disk store's `delete` would remove the very file
    if (!(await returnToUpload(stored, source))) await discardUpload(stored);
    if (url) await options.mediaStore.delete(url);
    throw error;
  }
}

/** Moves an adopted file back to where its upload keeps it; false when it is no longer on disk here. */
async function returnToUpload(stored: StoredUpload | null, source: string): Promise<boolean> {
  if (!stored) return false;
  try {
    await fs.promises.rename(stored.file, source);
    return true;
  } catch {
    return false;
  }
}
