import { SERVER_MESSAGES } from '@dars/core/messages';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  checkMediaSignature,
  createLessonMediaSigner,
  MEDIA_PREFIX,
  mediaSigningKey,
  type LessonMediaSigner,
} from '../domain/media/signed-url.ts';
import { createLocalMediaStore, createS3MediaStore, type MediaStore } from '../domain/media/media-store.ts';
import { LESSON_MEDIA_URL_PREFIX, lessonMediaDir } from '../domain/media/lesson-media.ts';
import { findVideoTokenKey } from '../domain/media/video-token-key.ts';
import { envelope } from './errors.ts';

/**
 * Lesson files under MEDIA_DIR (and those uploaded in the console, under DATA_DIR) are served only to signed, unexpired URLs (issued with lesson
 * content, `domain/media/signed-url.ts`), with byte ranges for seeking. Decorates the app with
 * `lessonMediaSigner(request)` for the lesson-content route and `mediaStore`, where uploaded lesson
 * files go: this disk, or the bucket of MEDIA_STORE, whose files students fetch from the bucket
 * with presigned URLs (domain/media/media-store.ts).
 */
async function lessonMediaPlugin(app: FastifyInstance) {
  const key = crypto.createSecretKey(mediaSigningKey(app.config.jwtSecret));
  const { mediaDir } = app.config;
  let store: MediaStore;
  if (app.config.mediaStore) {
    const s3 = createS3MediaStore(app.config.mediaStore);
    app.addHook('onClose', async () => s3.client.destroy());
    store = s3;
  } else {
    store = createLocalMediaStore({ key, dataDir: app.config.dataDir });
  }
  app.decorate('mediaStore', store);

  app.decorate('lessonMediaSigner', (request: FastifyRequest): LessonMediaSigner => {
    const { publicUrl } = app.config;
    return createLessonMediaSigner({
      key,
      origin: () => publicUrl ?? `${request.protocol}://${request.host}`,
      tenantId: request.tenantId,
      userId: request.caller?.userId ?? '',
      now: app.now(),
      store,
      deliveryTokenKey: () => findVideoTokenKey(request.ctx),
    });
  });

  const uploadedDir = lessonMediaDir(app.config.dataDir);
  fs.mkdirSync(uploadedDir, { recursive: true });
  app.get('/media/*', { schema: { hide: true }, config: { tenantless: true } }, async (request, reply) => {
    const filePath = request.url.split('?')[0]!;
    const check = checkMediaSignature(
      key,
      decodeURIComponent(filePath),
      request.query as Record<string, unknown>,
      app.now(),
    );
    if (check !== 'ok') {
      return reply
        .code(403)
        .header('Cache-Control', 'no-store')
        .send(envelope('media_forbidden', SERVER_MESSAGES.mediaForbidden));
    }
    const relative = (request.params as { '*': string })['*'];
    // private: the URL is personal; a shared cache must not serve it to anyone else
    reply.header('Cache-Control', 'private, max-age=3600');
    // files uploaded in the console live under DATA_DIR (domain/media/lesson-media.ts)
    const uploaded = LESSON_MEDIA_URL_PREFIX.slice(MEDIA_PREFIX.length);
    if (relative.startsWith(uploaded)) return reply.sendFile(relative.slice(uploaded.length), uploadedDir);
    return reply.sendFile(relative, path.resolve(mediaDir));
  });
}

export default fp(lessonMediaPlugin, { name: 'dars-lesson-media', dependencies: ['dars-external'] });
