import { SERVER_MESSAGES } from '@dars/core/messages';
import { checkVideoLink } from '@dars/core/rules';
import type { TeacherLesson } from '@dars/core/contract';
import type { Caller, TenantContext } from '../../context.ts';
import type { MediaStore } from '../media/media-store.ts';
import { badRequest } from '../../errors.ts';
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
}

/**
 * Set a video lesson's video. A link must pass `checkVideoLink` (stored normalised); an uploaded
 * file must be MP4 or WebM by its bytes, and its duration is read from it. The file is moved
 * under a random name into the lesson media directory, then handed to the media store (which may
 * move it to a bucket); if the save is refused, it is removed.
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
  let stored: StoredUpload | null = null;
  /** the stored path, once the store holds the file */
  let url: string | null = null;
  try {
    stored = await adoptFile(options.uploadedFile, {
      dir: lessonMediaDir(options.dataDir),
      kind: 'video',
      maxBytes: UPLOAD_LIMITS.video,
    });
    const duration = await readVideoDuration(stored.file, stored.ext);
    const videoUrl = `${LESSON_MEDIA_URL_PREFIX}${stored.name}`;
    await options.mediaStore.put(videoUrl, stored.file, stored.mime);
    url = videoUrl;
    return await changeLesson(ctx, {
      caller: options.caller,
      lessonId: options.lessonId,
      version: options.version,
      action: 'lesson.video',
      values: () => ({ video_url: videoUrl, video_duration_seconds: duration }),
    });
  } catch (error) {
    await discardUpload(stored);
    if (url) await options.mediaStore.delete(url);
    throw error;
  }
}
