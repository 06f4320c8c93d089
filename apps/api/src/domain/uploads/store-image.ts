import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { badRequest } from '../../errors.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** The picture type by its first bytes (the declared content type is not trusted). */
export function sniffImage(data: Buffer): 'png' | 'jpg' | 'gif' | 'webp' | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Checks and stores an uploaded picture under DATA_DIR/uploads; answers its public path. */
export async function storeImage(
  uploadsDir: string,
  data: Buffer,
): Promise<{ publicPath: string; file: string }> {
  const ext = sniffImage(data);
  if (!ext) throw badRequest('invalid_image', SERVER_MESSAGES.imageType);
  await fs.promises.mkdir(uploadsDir, { recursive: true });
  const name = `${crypto.randomUUID()}.${ext}`;
  const file = path.join(uploadsDir, name);
  await fs.promises.writeFile(file, data, { mode: 0o644 });
  return { publicPath: `${UPLOADS_URL_PREFIX}${name}`, file };
}
