import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import {
  createParentLink,
  getParentPage,
  listParentLinks,
  revokeParentLink,
} from '../../domain/parent-links/index.ts';
import { guardParentLinkCreation } from '../../rate-limit/guards.ts';
import { done, ok, registerEndpoint } from '../register-endpoint.ts';

/** A student's own parent links, and the page a parent opens with one (no account). */
const parentLinkRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'myParentLinks', async (request, _reply, caller) => {
    const items = await listParentLinks(request.ctx, { studentId: caller.userId });
    return ok(SERVER_MESSAGES.parentLinksRetrieved, { items });
  });

  registerEndpoint(app, 'createMyParentLink', async (request, reply, caller) => {
    await guardParentLinkCreation(request, reply, { studentId: caller.userId, callerId: caller.userId });
    const data = await createParentLink(request.ctx, { caller, studentId: caller.userId, ...request.body });
    return ok(SERVER_MESSAGES.parentLinkCreated, data);
  });

  registerEndpoint(app, 'revokeMyParentLink', async (request, _reply, caller) => {
    await revokeParentLink(request.ctx, { caller, studentId: caller.userId, ...request.params });
    return done(SERVER_MESSAGES.parentLinkRevoked);
  });

  // personal data behind a bearer link: never cached, never indexed
  registerEndpoint(app, 'parentPage', async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
    const data = await getParentPage(request.ctx, request.params);
    return ok(SERVER_MESSAGES.parentPageRetrieved, data);
  });
};

export default parentLinkRoutes;
