import path from 'node:path';
import { versionSchema } from '@dars/core/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOADS_URL_PREFIX } from '../../domain/uploads/store-image.ts';
import { discardUpload, readUploadForm, UPLOAD_LIMITS } from '../../domain/uploads/index.ts';
import { badRequest } from '../../errors.ts';

/**
 * Reads an image form (the `image` part and a `version` field) through the uploads module, then
 * runs `save` with the image's public path; when the save refuses (404, 409), the stored file is
 * removed again, so a refused change leaves nothing behind.
 */
export async function withUploadedImage<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  save: (options: { version: number; publicPath: string }) => Promise<T>,
): Promise<T> {
  const form = await readUploadForm(request, {
    fileField: 'image',
    kind: 'image',
    maxBytes: UPLOAD_LIMITS.image,
    dir: path.join(app.config.dataDir, 'uploads'),
    required: true,
  });
  try {
    const version = versionSchema.safeParse(Number(form.fields.version));
    if (!version.success) throw badRequest('validation_failed', 'version: a positive integer is required');
    return await save({ version: version.data, publicPath: `${UPLOADS_URL_PREFIX}${form.upload!.name}` });
  } catch (error) {
    await discardUpload(form.upload);
    throw error;
  }
}
