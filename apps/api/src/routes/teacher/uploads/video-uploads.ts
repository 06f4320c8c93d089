import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { TEACHER_VIDEO_UPLOAD_PATH } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../errors.ts';
import { envelope } from '../../../plugins/errors.ts';
import { UPLOAD_LIMITS } from '../../../domain/uploads/index.ts';

/** The tenant tag of each request handed to tus, set by the route so the naming function knows it. */
const owners = new WeakMap<IncomingMessage, string>();

export function setUploadOwner(request: IncomingMessage, tenantId: string): void {
  owners.set(request, uploadOwnerTag(tenantId));
}

/** tus wraps the Node request (srvx); the original is at `runtime.node.req`. */
function ownerOf(req: unknown): string | undefined {
  const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  return node ? owners.get(node) : undefined;
}

/** The prefix of every upload id of a tenant: a tenant can reach only ids that carry its own. */
export function uploadOwnerTag(tenantId: string): string {
  return crypto.createHash('sha256').update(`dars upload owner\n${tenantId}`).digest('hex').slice(0, 16);
}

export function ownsUpload(tenantId: string, uploadId: string): boolean {
  return uploadId.startsWith(`${uploadOwnerTag(tenantId)}-`) && /^[\w-]{1,120}$/.test(uploadId);
}

/** Where unfinished and finished resumable uploads live (DATA_DIR/tus, outside the web root). */
export function videoUploadDir(dataDir: string): string {
  return path.join(dataDir, 'tus');
}

const servers = new WeakMap<FastifyInstance, Server>();

/**
 * The app's tus server: bytes are streamed to DATA_DIR/tus by @tus/file-store (never held in
 * memory), an interrupted upload resumes from the offset HEAD reports, at most the video limit.
 */
export function videoUploadServer(app: FastifyInstance): Server {
  let server = servers.get(app);
  if (!server) {
    server = new Server({
      path: TEACHER_VIDEO_UPLOAD_PATH,
      datastore: new FileStore({ directory: videoUploadDir(app.config.dataDir) }),
      maxSize: UPLOAD_LIMITS.video,
      relativeLocation: true,
      respectForwardedHeaders: false,
      // tus's own refusals (missing headers, wrong offset, over the limit) in the API's envelope
      onResponseError: (_req, err) => {
        const status = 'status_code' in err ? err.status_code : 500;
        if (status >= 500) return undefined;
        const message = ('body' in err ? err.body : err.message).trim();
        const code = status === 413 ? 'upload_too_large' : status === 404 ? 'not_found' : 'bad_request';
        return { status_code: status, body: JSON.stringify(envelope(code, message)) };
      },
      namingFunction: (req) => {
        const owner = ownerOf(req);
        if (!owner) throw new Error('upload owner missing');
        return `${owner}-${crypto.randomUUID().replaceAll('-', '')}`;
      },
    });
    servers.set(app, server);
  }
  return server;
}

/**
 * The file of a finished upload of this tenant, for the lesson that takes it; an unknown id,
 * another tenant's id, or an upload still missing bytes is refused.
 */
export async function finishedVideoUpload(
  app: FastifyInstance,
  tenantId: string,
  uploadId: string,
): Promise<string> {
  if (!ownsUpload(tenantId, uploadId)) throw notFound();
  const store = videoUploadServer(app).datastore;
  let upload;
  try {
    upload = await store.getUpload(uploadId);
  } catch {
    throw badRequest('upload_not_finished', SERVER_MESSAGES.uploadNotFinished);
  }
  if (upload.size === undefined || upload.offset !== upload.size) {
    throw badRequest('upload_not_finished', SERVER_MESSAGES.uploadNotFinished);
  }
  return path.join(videoUploadDir(app.config.dataDir), uploadId);
}
