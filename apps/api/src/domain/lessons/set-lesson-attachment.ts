import type { TeacherLesson } from '@dars/core/contract';
import type { Caller, TenantContext } from '../../context.ts';
import type { MediaStore } from '../media/media-store.ts';
import { discardUpload, type StoredUpload } from '../uploads/index.ts';
import { LESSON_MEDIA_URL_PREFIX } from '../media/lesson-media.ts';
import { changeLesson } from './save-lesson.ts';

/**
 * Attach a stored PDF to a lesson: handed to the media store (which may move it to a bucket), then
 * saved; when the save is refused (404, 409) the file is removed.
 */
export async function setLessonAttachment(
  ctx: TenantContext,
  options: {
    caller: Caller;
    lessonId: number;
    version: number;
    title: string;
    upload: StoredUpload;
    mediaStore: MediaStore;
  },
): Promise<TeacherLesson> {
  const url = `${LESSON_MEDIA_URL_PREFIX}${options.upload.name}`;
  let put = false;
  try {
    await options.mediaStore.put(url, options.upload.file, options.upload.mime);
    put = true;
    return await changeLesson(ctx, {
      caller: options.caller,
      lessonId: options.lessonId,
      version: options.version,
      action: 'lesson.attachment',
      values: () => ({
        attachment_url: url,
        attachment_title: options.title,
      }),
    });
  } catch (error) {
    await discardUpload(options.upload);
    if (put) await options.mediaStore.delete(url);
    throw error;
  }
}

/** Remove a lesson's attachment (the file stays for the audit trail's sake until cleaned up). */
export function removeLessonAttachment(
  ctx: TenantContext,
  options: { caller: Caller; lessonId: number; version: number },
): Promise<TeacherLesson> {
  return changeLesson(ctx, {
    caller: options.caller,
    lessonId: options.lessonId,
    version: options.version,
    action: 'lesson.attachment.remove',
    values: () => ({ attachment_url: null, attachment_title: null }),
  });
}
