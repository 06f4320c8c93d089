import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';
import { mediaBucketOrigin } from '../domain/media/media-store.ts';
import globalRateLimit from './rate-limit.ts';
import { fileResourcePolicy, RESOURCE_POLICY_HEADER } from './file-resource-policy.ts';
import securityHeaders from './security-headers.ts';
import { registerStaticAssets } from './static-assets.ts';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** helmet's options: the CSP lets the embedded video hosts play, and frames them. */
export function helmetOptions(
  config: Pick<AppConfig, 'videoHosts'> &
    Partial<Pick<AppConfig, 'publicUrl' | 'mediaStore' | 'bunnyEmbedBase'>>,
): HelmetOptions {
  const videoOrigins = config.videoHosts.map((host) => `https://${host}`);
  // Bunny's player, wherever BUNNY_EMBED_BASE puts it (its default host is one of VIDEO_HOSTS)
  const frameOrigins = [
    ...new Set([...videoOrigins, ...(config.bunnyEmbedBase ? [config.bunnyEmbedBase] : [])]),
  ];
  // signed lesson media is fetched from PUBLIC_URL when it is set (another origin may serve it),
  // and from the bucket when MEDIA_STORE names one (domain/media/media-store.ts)
  const mediaOrigins = [
    ...videoOrigins,
    ...(config.publicUrl ? [config.publicUrl] : []),
    ...(config.mediaStore ? [mediaBucketOrigin(config.mediaStore)] : []),
  ];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
        frameSrc: ["'self'", ...frameOrigins],
        connectSrc: ["'self'", ...mediaOrigins],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // the embedded players are cross-origin iframes
    crossOriginEmbedderPolicy: false,
    // sent per request, and only over HTTPS (app.ts, HSTS_HEADER)
    strictTransportSecurity: false,
  };
}

/** helmet's default HSTS value; meaningless (and misleading to scanners) over plain HTTP. */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/** helmet (precomputed headers), cors, cookie, rate-limit, multipart, compression + static — in this order. */
async function externalPlugins(app: FastifyInstance) {
  const { config } = app;

  await app.register(securityHeaders, helmetOptions(config));

  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Tenant-ID', 'DeviceId'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });

  await app.register(cookie);

  await app.register(globalRateLimit);

  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 30,
      fieldSize: 16 * 1024,
      parts: 31,
      headerPairs: 200,
    },
  });

  const hasWeb = await registerStaticAssets(app, config.publicWebDir);
  if (fs.existsSync(config.mediaDir)) {
    // lesson media is not public: plugins/lesson-media.ts serves it to signed URLs only
    await app.register(fastifyStatic, {
      root: config.mediaDir,
      serve: false,
      decorateReply: !hasWeb,
      acceptRanges: true,
    });
  }
  const uploadsDir = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  const allowedOrigins = new Set(config.corsOrigins);
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    // course pictures, book covers and the teacher's photo, shown by the pages of CORS_ORIGINS
    setHeaders: (res) => {
      // @fastify/static hands over the raw response, whose request carries the Origin header
      const { origin } = (res as unknown as ServerResponse).req.headers;
      res.setHeader(RESOURCE_POLICY_HEADER, fileResourcePolicy(allowedOrigins, origin));
    },
    decorateReply: !hasWeb && !fs.existsSync(config.mediaDir),
    index: false,
  });
  app.decorate('webIndexAvailable', hasWeb);
}

export default fp(externalPlugins, { name: 'dars-external' });
