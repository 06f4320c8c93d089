import type { FastifyPluginAsync } from 'fastify';
import { receiveWhatsAppWebhook, verifyWhatsAppWebhook } from '../../domain/messages/index.ts';
import { createSettingsBox } from '../../secrets/settings-box.ts';

/**
 * Providers' callbacks. They speak the provider's format, not the API envelope, and name the
 * tenant in the path (a provider sends no X-Tenant-ID), so they are registered here rather than
 * from the endpoint table, which describes the API that our clients call.
 *
 * WhatsApp Cloud API: GET is the subscription handshake (hub.challenge echoed as text, 403 on a
 * wrong verify token); POST is a notification, read as raw bytes so that X-Hub-Signature-256 is
 * checked over exactly what Meta signed. A valid notification gets 200 at once; a bad signature
 * 401; a tenant without WhatsApp 404.
 */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  const box = createSettingsBox(app.config.settingsKey);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.get<{ Params: { tenantId: string }; Querystring: Record<string, unknown> }>(
    '/api/webhooks/whatsapp/:tenantId',
    { config: { tenantless: true } },
    async (request, reply) => {
      const challenge = await verifyWhatsAppWebhook(
        app.dbHandle.db,
        box,
        request.params.tenantId,
        request.query,
      );
      if (challenge === null) return reply.code(403).type('text/plain').send('Forbidden');
      return reply.code(200).type('text/plain').send(challenge);
    },
  );

  app.post<{ Params: { tenantId: string }; Body: Buffer }>(
    '/api/webhooks/whatsapp/:tenantId',
    { config: { tenantless: true } },
    async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      const verdict = await receiveWhatsAppWebhook(app.dbHandle.db, box, {
        tenantId: request.params.tenantId,
        rawBody,
        signature: typeof signature === 'string' ? signature : undefined,
        now: app.now,
      });
      const status = {
        ok: 200,
        unknown_tenant: 404,
        not_configured: 404,
        bad_signature: 401,
        bad_payload: 400,
      }[verdict];
      if (verdict !== 'ok') request.log.warn({ verdict }, 'whatsapp webhook refused');
      return reply.code(status).send({ received: verdict === 'ok' });
    },
  );
};

export default webhookRoutes;
