import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../../../plugins/errors.ts';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { registerEndpoint } from '../../register-endpoint.ts';
import { ownsUpload, setUploadOwner, videoUploadServer } from './video-uploads.ts';

/**
 * The resumable video upload (tus 1.0, @tus/server): POST starts one, HEAD tells how far it got,
 * PATCH appends bytes, DELETE abandons it. Each is a table endpoint with the Admin guard at
 * onRequest, so no byte is read for anyone else; the handler then gives the raw request to tus.
 */
const uploadRoutes: FastifyPluginAsync = async (app) => {
  // tus bodies are streamed by tus itself, straight to disk: Fastify must not read them
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    const uploadId = (request.params as { uploadId?: string } | undefined)?.uploadId;
    if (uploadId !== undefined && !ownsUpload(request.tenantId, uploadId)) {
      return reply.code(404).send(envelope('not_found', SERVER_MESSAGES.notFound));
    }
    // refusals tus would write as plain text, answered in the API's envelope instead
    if (request.method !== 'GET' && request.method !== 'HEAD' && !request.headers['tus-resumable']) {
      return reply.code(412).send(envelope('bad_request', SERVER_MESSAGES.tusResumableRequired));
    }
    if (request.method === 'PATCH' && request.headers['content-type'] !== 'application/offset+octet-stream') {
      return reply.code(415).send(envelope('unsupported_media_type', SERVER_MESSAGES.tusContentType));
    }
    setUploadOwner(request.raw, request.tenantId);
    reply.hijack();
    await videoUploadServer(app).handle(request.raw, reply.raw);
    return reply;
  };

  registerEndpoint(app, 'teacherVideoUploadCreate', handOver);
  registerEndpoint(app, 'teacherVideoUploadStatus', handOver);
  registerEndpoint(app, 'teacherVideoUploadAppend', handOver);
  registerEndpoint(app, 'teacherVideoUploadCancel', handOver);
};

export default uploadRoutes;
