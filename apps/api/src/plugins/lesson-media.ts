import { SERVER_MESSAGES } from '@dars/core/messages';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  checkMediaSignature,
  createLessonMediaSigner,
  signMediaPath,
  MEDIA_PREFIX,
  mediaSigningKey,
  type LessonMediaSigner,
} from '../domain/media/signed-url.ts';
import { createLocalMediaStore, createS3MediaStore, type MediaStore } from '../domain/media/media-store.ts';
import { LESSON_MEDIA_URL_PREFIX, lessonMediaDir } from '../domain/media/lesson-media.ts';
import { findVideoTokenKey } from '../domain/media/video-token-key.ts';
import { MAX_PLAYLIST_BYTES, signPlaylist } from '../domain/media/hls-playlist.ts';
import { envelope } from './errors.ts';
import { publicOrigin } from './file-urls.ts';
import { fileResourcePolicy, RESOURCE_POLICY_HEADER } from './file-resource-policy.ts';

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
    return createLessonMediaSigner({
      key,
      origin: () => publicOrigin(request),
      tenantId: request.tenantId,
      userId: request.caller?.userId ?? '',
      now: app.now(),
      store,
      deliveryTokenKey: () => findVideoTokenKey(request.ctx),
    });
  });

  const allowedOrigins = new Set(app.config.corsOrigins);
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
    // pages of CORS_ORIGINS play it (plugins/file-resource-policy.ts)
    reply.header(RESOURCE_POLICY_HEADER, fileResourcePolicy(allowedOrigins, request.headers.origin));
    // files uploaded in the console live under DATA_DIR (domain/media/lesson-media.ts)
    const uploaded = LESSON_MEDIA_URL_PREFIX.slice(MEDIA_PREFIX.length);
    const [root, file] = relative.startsWith(uploaded)
      ? [uploadedDir, relative.slice(uploaded.length)]
      : [path.resolve(mediaDir), relative];
    if (/\.m3u8$/i.test(file)) {
      const grant = request.query as { t: string; u: string; e: string };
      const text = await readPlaylist(root, file);
      if (text === null) return reply.callNotFound();
      const sign = (mediaPath: string) =>
        signMediaPath(key, { path: mediaPath, tenantId: grant.t, userId: grant.u, expires: Number(grant.e) });
      return reply
        .type('application/vnd.apple.mpegurl')
        .send(signPlaylist(text, decodeURIComponent(filePath), sign));
    }
    return reply.sendFile(file, root);
  });
}

export default fp(lessonMediaPlugin, { name: 'dars-lesson-media', dependencies: ['dars-external'] });

/** A playlist under `root` (null when it is missing, outside `root` or larger than playlists are). */
async function readPlaylist(root: string, relative: string): Promise<string | null> {
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile() || stat.size > MAX_PLAYLIST_BYTES) return null;
    return await fs.promises.readFile(file, 'utf8');
  } catch {
    return null;
  }
}
