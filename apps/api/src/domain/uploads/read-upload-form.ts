import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.ts';
import { refuseControlCharacters } from '../../control-characters.ts';
import { discardUpload, storeUpload, type StoredUpload } from './store-upload.ts';
import type { UploadKind } from './upload-kinds.ts';

export interface UploadForm {
  /** the text fields of the form (control characters refused) */
  fields: Record<string, string>;
  /** the stored file, or null when the form carried none (or an empty file part with no name) */
  upload: StoredUpload | null;
}

export interface ReadUploadFormOptions {
  /** the name of the file part; other file parts are refused */
  fileField: string;
  kind: UploadKind;
  maxBytes: number;
  dir: string;
  /** a file is required (upload_missing otherwise) */
  required?: boolean;
}

/**
 * Reads a multipart form whose one file part is streamed to disk by `storeUpload` (type by
 * content, size limit, random name) and whose text fields are collected. On any failure the
 * stored file is removed before the error is thrown, so a refused form leaves nothing behind.
 * The caller removes `upload` itself (`discardUpload`) when a later step refuses the change.
 */
export async function readUploadForm(
  request: FastifyRequest,
  options: ReadUploadFormOptions,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest('multipart_required', SERVER_MESSAGES.multipartRequired);
  const fields: Record<string, string> = {};
  let upload: StoredUpload | null = null;
  try {
    // one byte over the limit lets storeUpload tell "too large" from "exactly the limit"
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes + 1, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField || upload) {
          part.file.resume();
          throw badRequest('bad_request', SERVER_MESSAGES.uploadUnexpectedFile);
        }
        upload = await storeUpload(part.file, {
          dir: options.dir,
          kind: options.kind,
          maxBytes: options.maxBytes,
        });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    refuseControlCharacters(fields);
    if (options.required && !upload) throw badRequest('upload_missing', SERVER_MESSAGES.uploadMissing);
    return { fields, upload };
  } catch (error) {
    await discardUpload(upload);
    throw error;
  }
}
