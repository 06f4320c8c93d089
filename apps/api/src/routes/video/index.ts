import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bearerToken } from '../../domain/auth/access-token.ts';
import {
  checkVideoKeyQuery,
  recordViewProgress,
  releaseVideoKey,
  renewVideoKeyUrl,
  signVideoKeyPath,
  startVideoPlayback,
  videoKeySigningKey,
  type PlaybackSigners,
} from '../../domain/videos/index.ts';
import { watermarkCode, watermarkKey } from '../../domain/videos/watermark-code.ts';
import { createSettingsBox } from '../../secrets/settings-box.ts';
import { deviceIdOf } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/errors.ts';
import { publicOrigin } from '../../plugins/file-urls.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';

/**
 * Protected lesson video (docs/decisions/0028-video-hls.md, 0035-bunny-stream.md): a viewing
 * starts with a signed playlist and a key URL that lives five minutes (or, for a video in the
 * tenant's Bunny Stream library, Bunny's player URL signed for five minutes); the key itself is served from
 * `/media/video-keys/:videoId` (beside the media files, tenant named by the signed URL) to the
 * URL's student on the URL's device only.
 */
const videoRoutes: FastifyPluginAsync = async (app) => {
  const signingKey = videoKeySigningKey(app.config.jwtSecret);
  const box = createSettingsBox(app.config.settingsKey);
  const codeKey = watermarkKey(app.config.jwtSecret);

  const signers = (request: FastifyRequest): PlaybackSigners => ({
    mediaUrl: (storedPath) =>
      app.mediaStore.studentUrl(storedPath, {
        tenantId: request.tenantId,
        userId: request.caller?.userId ?? '',
        now: app.now(),
        origin: () => publicOrigin(request),
      }),
    keyUrl: (grant) => `${publicOrigin(request)}${signVideoKeyPath(signingKey, grant)}`,
    watermarkCode: (userId) => watermarkCode(codeKey, request.tenantId, userId, app.now()),
    bunny: { embedBase: app.config.bunnyEmbedBase, box },
  });

  registerEndpoint(app, 'videoPlayback', async (request, _reply, caller) => {
    const data = await startVideoPlayback(request.ctx, {
      caller,
      lessonId: request.params.lessonId,
      signers: signers(request),
    });
    return ok(SERVER_MESSAGES.videoPlaybackStarted, data);
  });

  registerEndpoint(app, 'videoKeyUrl', async (request, _reply, caller) => {
    const data = await renewVideoKeyUrl(request.ctx, {
      caller,
      viewId: request.params.viewId,
      signers: signers(request),
    });
    return ok(SERVER_MESSAGES.videoKeyUrlIssued, data);
  });

  registerEndpoint(app, 'videoProgress', async (request, _reply, caller) => {
    const data = await recordViewProgress(request.ctx, {
      caller,
      viewId: request.body.viewId,
      watchedSeconds: request.body.watchedSeconds,
    });
    return ok(SERVER_MESSAGES.videoProgressRecorded, data);
  });

  app.get<{ Params: { videoId: string } }>(
    '/media/video-keys/:videoId',
    { schema: { hide: true }, config: { tenantless: true } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const refuse = () =>
        reply.code(403).send(envelope('video_key_forbidden', SERVER_MESSAGES.videoKeyForbidden));
      const now = app.now();
      const checked = checkVideoKeyQuery(
        signingKey,
        request.params.videoId,
        request.query as Record<string, unknown>,
        now,
      );
      if (!checked.ok) return refuse();
      // a signed-out, replaced or deactivated session gets no key, as it gets no other answer
      const token = bearerToken(request.headers.authorization);
      const claims = token ? await app.signedInClaims(token) : null;
      const key = await releaseVideoKey(app.dbHandle.db, {
        grant: checked.grant,
        requester: {
          token: claims ? { tenantId: claims.tid, userId: claims.sub, deviceId: claims.did } : null,
          deviceId: deviceIdOf(request),
        },
        box,
        now,
      });
      if (!key) return refuse();
      return reply.type('application/octet-stream').send(key);
    },
  );
};

export default videoRoutes;
