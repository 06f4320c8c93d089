import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { listContacts } from '../../domain/tenants/list-contacts.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';

const contactRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'contacts', async (request) => {
    const data = await listContacts(request.ctx);
    const message = data.length ? SERVER_MESSAGES.contactsRetrieved : SERVER_MESSAGES.noContacts;
    return ok(message, data);
  });
};

export default contactRoutes;
