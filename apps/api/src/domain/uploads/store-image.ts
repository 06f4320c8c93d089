import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { badRequest } from '../../errors.ts';
import { contentType } from '../../files/index.ts';
import { acceptedExtension } from '../uploads/upload-kinds.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Checks and stores an uploaded picture under DATA_DIR/uploads; answers its public path. */
export async function storeImage(
  uploadsDir: string,
  data: Buffer,
): Promise<{ publicPath: string; file: string }> {
  // by its bytes, as every upload is checked (the declared content type is not trusted)
  const ext = acceptedExtension('image', await contentType(data));
  if (!ext) throw badRequest('invalid_image', SERVER_MESSAGES.imageType);
  await fs.promises.mkdir(uploadsDir, { recursive: true });
  const name = `${crypto.randomUUID()}.${ext}`;
  const file = path.join(uploadsDir, name);
  await fs.promises.writeFile(file, data, { mode: 0o644 });
  return { publicPath: `${UPLOADS_URL_PREFIX}${name}`, file };
}
