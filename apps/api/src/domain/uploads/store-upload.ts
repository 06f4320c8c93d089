import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { AppError, badRequest } from '../../errors.ts';
import { contentTypeOfFile } from '../../files/index.ts';
import { acceptedExtension, type UploadKind } from './upload-kinds.ts';

export interface StoredUpload {
  /** absolute path of the stored file */
  file: string;
  /** its random name (`<uuid>.<ext>`), to be joined to the public or media prefix */
  name: string;
  ext: string;
  /** the type read from the content */
  mime: string;
  bytes: number;
}

export interface StoreUploadOptions {
  /** the directory under DATA_DIR (or MEDIA_DIR) to store in; created when missing */
  dir: string;
  kind: UploadKind;
  maxBytes: number;
}

export const uploadTooLarge = () => new AppError(413, 'upload_too_large', SERVER_MESSAGES.uploadTooLarge);

/** A stream that counts bytes and fails with upload_too_large past `maxBytes` (before writing them). */
function byteLimit(maxBytes: number, counter: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      if (counter.bytes > maxBytes) done(uploadTooLarge());
      else done(null, chunk);
    },
  });
}

/** multipart's own per-file limit (request.parts({ limits })) ends the stream as this error or as `truncated` */
function isMultipartLimit(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Streams an uploaded file to a random name in `options.dir` — never the whole file in memory —
 * then checks its type by its content and its size. Any refusal (empty, too large, wrong type,
 * a broken stream) removes what was written and throws a 4xx AppError; on success the file is
 * complete under its final name.
 */
export async function storeUpload(
  source: Readable & { truncated?: boolean },
  options: StoreUploadOptions,
): Promise<StoredUpload> {
  await fs.promises.mkdir(options.dir, { recursive: true });
  const id = crypto.randomUUID();
  const temp = path.join(options.dir, `.${id}.part`);
  const counter = { bytes: 0 };
  try {
    await pipeline(source, byteLimit(options.maxBytes, counter), fs.createWriteStream(temp, { mode: 0o644 }));
    if (source.truncated) throw uploadTooLarge();
    if (counter.bytes === 0) throw badRequest('upload_empty', SERVER_MESSAGES.uploadEmpty);
    const mime = await contentTypeOfFile(temp);
    const ext = acceptedExtension(options.kind, mime);
    if (!ext || !mime) throw badRequest('upload_type', SERVER_MESSAGES.uploadType);
    const name = `${id}.${ext}`;
    const file = path.join(options.dir, name);
    await fs.promises.rename(temp, file);
    return { file, name, ext, mime, bytes: counter.bytes };
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    if (isMultipartLimit(error)) throw uploadTooLarge();
    throw error;
  }
}

/** Removes a stored upload (a later step of the same change failed); never throws. */
export async function discardUpload(upload: StoredUpload | null | undefined): Promise<void> {
  if (upload) await fs.promises.rm(upload.file, { force: true }).catch(() => undefined);
}

/**
 * Takes a file already on disk (a finished resumable upload) into `options.dir` under a random
 * name after the same checks as `storeUpload` (not empty, within the limit, type by content).
 * The source is moved, not copied; on a refusal it is left where it was.
 */
export async function adoptFile(source: string, options: StoreUploadOptions): Promise<StoredUpload> {
  const stat = await fs.promises.stat(source);
  if (stat.size === 0) throw badRequest('upload_empty', SERVER_MESSAGES.uploadEmpty);
  if (stat.size > options.maxBytes) throw uploadTooLarge();
  const mime = await contentTypeOfFile(source);
  const ext = acceptedExtension(options.kind, mime);
  if (!ext || !mime) throw badRequest('upload_type', SERVER_MESSAGES.uploadType);
  await fs.promises.mkdir(options.dir, { recursive: true });
  const name = `${crypto.randomUUID()}.${ext}`;
  const file = path.join(options.dir, name);
  try {
    await fs.promises.rename(source, file);
  } catch {
    // another file system: copy, then remove the source
    await fs.promises.copyFile(source, file);
    await fs.promises.rm(source, { force: true });
  }
  return { file, name, ext, mime, bytes: stat.size };
}
