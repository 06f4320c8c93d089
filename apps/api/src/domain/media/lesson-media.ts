import path from 'node:path';

/**
 * Uploaded lesson files (videos, PDF attachments) live under DATA_DIR/lesson-media, outside the
 * web root, under random names; students reach them only through signed `/media/lessons/…` URLs
 * (domain/media/signed-url.ts, plugins/lesson-media.ts).
 */
export const LESSON_MEDIA_URL_PREFIX = '/media/lessons/';

export function lessonMediaDir(dataDir: string): string {
  return path.join(dataDir, 'lesson-media');
}

/** The stored file of a `/media/lessons/<name>` address, or null for any other address. */
export function lessonMediaFile(dataDir: string, url: string | null): string | null {
  if (!url?.startsWith(LESSON_MEDIA_URL_PREFIX)) return null;
  const name = url.slice(LESSON_MEDIA_URL_PREFIX.length);
  return /^[\w-]+\.\w+$/.test(name) ? path.join(lessonMediaDir(dataDir), name) : null;
}
