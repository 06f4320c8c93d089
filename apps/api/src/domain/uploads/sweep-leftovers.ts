import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { UPLOADS_URL_PREFIX } from './store-image.ts';
import { LESSON_MEDIA_URL_PREFIX, lessonMediaDir } from '../media/lesson-media.ts';

/**
 * A stored picture or lesson file that no row names any more (replaced, its book or course deleted,
 * its save refused after a crash) is removed once it is this old: a file just stored is named by
 * its row within the same request, so an hour leaves every save in flight alone.
 */
export const UNREFERENCED_FILE_AGE_MS = 60 * 60 * 1000;

/**
 * A resumable upload not written to for this long is abandoned (or finished and never set on a
 * lesson, or refused): its bytes and its tus metadata file are removed. A teacher resuming a
 * paused upload the next day starts it again.
 */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  /** files removed from DATA_DIR/uploads and DATA_DIR/lesson-media */
  unreferenced: number;
  /** resumable uploads removed from DATA_DIR/tus */
  abandonedUploads: number;
}

/** The files of `prefix` that some row of any tenant names (pictures, lesson videos and attachments). */
async function referencedNames(db: Kysely<Database>, prefix: string): Promise<Set<string>> {
  const like = `${prefix}%`;
  const [courses, books, profiles, users, videos, attachments] = await Promise.all([
    db.selectFrom('courses').select('image_path as p').where('image_path', 'like', like).execute(),
    db.selectFrom('books').select('image_path as p').where('image_path', 'like', like).execute(),
    db.selectFrom('teacher_profiles').select('photo_url as p').where('photo_url', 'like', like).execute(),
    db.selectFrom('users').select('image_path as p').where('image_path', 'like', like).execute(),
    db.selectFrom('lessons').select('video_url as p').where('video_url', 'like', like).execute(),
    db.selectFrom('lessons').select('attachment_url as p').where('attachment_url', 'like', like).execute(),
  ]);
  const names = new Set<string>();
  for (const { p } of [...courses, ...books, ...profiles, ...users, ...videos, ...attachments])
    if (p) names.add(p.slice(prefix.length));
  for (const path of await bankPictures(db, prefix)) names.add(path.slice(prefix.length));
  return names;
}

/** The pictures of question-bank questions: the question's, the explanation's and each option's. */
async function bankPictures(db: Kysely<Database>, prefix: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bank_questions')
    .select(['image_path', 'explanation_image_path', 'options'])
    .where((eb) =>
      eb.or([
        eb('image_path', 'is not', null),
        eb('explanation_image_path', 'is not', null),
        eb('options', 'like', `%${prefix}%`),
      ]),
    )
    .execute();
  const paths: string[] = [];
  for (const row of rows) {
    for (const p of [row.image_path, row.explanation_image_path]) if (p?.startsWith(prefix)) paths.push(p);
    for (const option of JSON.parse(row.options) as Array<{ imagePath: string | null }>)
      if (option.imagePath?.startsWith(prefix)) paths.push(option.imagePath);
  }
  return paths;
}

/** Removes the files of `dir` older than `minAgeMs` that `keep` does not name; answers how many. */
async function removeOld(dir: string, now: number, minAgeMs: number, keep: (name: string) => boolean) {
  let removed = 0;
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return 0; // no such directory yet
  }
  for (const name of names) {
    if (keep(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < minAgeMs) continue;
    // another instance on a shared volume may have removed it first
    await fs.promises.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * One sweep of this instance's data directory: unreferenced pictures (DATA_DIR/uploads) and lesson
 * files (DATA_DIR/lesson-media), and abandoned resumable uploads (DATA_DIR/tus). Reads the whole
 * deployment's references (files are not kept per tenant); safe to run on several instances at once.
 */
export async function sweepLeftovers(
  db: Kysely<Database>,
  options: { dataDir: string; now: Date },
): Promise<SweepResult> {
  const now = options.now.getTime();
  const [pictures, lessonFiles] = await Promise.all([
    referencedNames(db, UPLOADS_URL_PREFIX),
    referencedNames(db, LESSON_MEDIA_URL_PREFIX),
  ]);
  const unreferenced =
    (await removeOld(path.join(options.dataDir, 'uploads'), now, UNREFERENCED_FILE_AGE_MS, (name) =>
      pictures.has(name),
    )) +
    (await removeOld(lessonMediaDir(options.dataDir), now, UNREFERENCED_FILE_AGE_MS, (name) =>
      lessonFiles.has(name),
    ));
  const abandonedUploads = await removeAbandonedUploads(path.join(options.dataDir, 'tus'), now);
  return { unreferenced, abandonedUploads };
}

/** An upload is its bytes `<id>` and its metadata `<id>.json`: both go once the newer is old enough. */
async function removeAbandonedUploads(dir: string, now: number): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return 0;
  }
  const lastWritten = new Map<string, number>();
  for (const name of names) {
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (!stat?.isFile()) continue;
    const id = name.replace(/\.json$/, '');
    lastWritten.set(id, Math.max(lastWritten.get(id) ?? 0, stat.mtimeMs));
  }
  let removed = 0;
  for (const [id, written] of lastWritten) {
    if (now - written < ABANDONED_UPLOAD_AGE_MS) continue;
    await fs.promises.rm(path.join(dir, id), { force: true });
    await fs.promises.rm(path.join(dir, `${id}.json`), { force: true });
    removed += 1;
  }
  return removed;
}
