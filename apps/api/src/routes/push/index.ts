import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { subscribeToPush, unsubscribeFromPush, vapidKeys } from '../../domain/messages/index.ts';
import { createSettingsBox } from '../../secrets/settings-box.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';

/** Web Push: the tenant's public key, and the signed-in student's browsers that get notifications. */
const pushRoutes: FastifyPluginAsync = async (app) => {
  const box = createSettingsBox(app.config.settingsKey);

  registerEndpoint(app, 'pushPublicKey', async (request) => {
    const { publicKey } = await vapidKeys(request.ctx.db, box, request.ctx.tenantId);
    return ok(SERVER_MESSAGES.pushPublicKeyRetrieved, { publicKey });
  });

  registerEndpoint(app, 'subscribePush', async (request, _reply, caller) => {
    const data = await subscribeToPush(request.ctx, app.config, { caller, ...request.body });
    return ok(SERVER_MESSAGES.pushSubscribed, data);
  });

  registerEndpoint(app, 'unsubscribePush', async (request, _reply, caller) => {
    const data = await unsubscribeFromPush(request.ctx, { caller, ...request.body });
    return ok(SERVER_MESSAGES.pushUnsubscribed, data);
  });
};

export default pushRoutes;
