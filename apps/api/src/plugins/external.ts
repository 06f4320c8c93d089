import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';
import globalRateLimit from '../rate-limit/global.ts';
import securityHeaders from './security-headers.ts';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** helmet's options: the CSP lets the embedded video hosts play, and frames them. */
export function helmetOptions(config: Pick<AppConfig, 'videoHosts'>): HelmetOptions {
  const videoOrigins = config.videoHosts.map((host) => `https://${host}`);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', ...videoOrigins],
        frameSrc: ["'self'", ...videoOrigins],
        connectSrc: ["'self'", ...videoOrigins],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // the embedded players are cross-origin iframes
    crossOriginEmbedderPolicy: false,
  };
}

/** helmet (precomputed headers), cors, cookie, rate-limit, multipart, static — in this order. */
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

  const hasWeb = fs.existsSync(path.join(config.publicWebDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.publicWebDir,
      prefix: '/',
      index: ['index.html'],
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (fs.existsSync(config.mediaDir)) {
    await app.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/',
      decorateReply: !hasWeb,
      acceptRanges: true,
    });
  }
  const uploadsDir = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: !hasWeb && !fs.existsSync(config.mediaDir),
    index: false,
  });
  app.decorate('webIndexAvailable', hasWeb);
}

export default fp(externalPlugins, { name: 'dars-external' });
