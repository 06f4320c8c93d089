import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { optOutByLink, readOptOutLink } from '../../domain/messages/index.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';

/** The opt-out link of a message (no account): the page's state, and its confirmation. */
const messageOptOutRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'messageOptOutState', async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
    const data = await readOptOutLink(request.ctx, {
      settingsKey: app.config.settingsKey,
      token: request.params.token,
    });
    return ok(SERVER_MESSAGES.optOutState, data);
  });

  registerEndpoint(app, 'messageOptOut', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const data = await optOutByLink(request.ctx, {
      settingsKey: app.config.settingsKey,
      token: request.params.token,
    });
    return ok(SERVER_MESSAGES.optedOut, data);
  });
};

export default messageOptOutRoutes;
