import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactListResponseSchema } from '@dars/core/contract';
import { listContacts } from '../../domain/catalogue/list-contacts.ts';

const contactRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Contact/getAll',
    {
      schema: {
        tags: ['Contact'],
        summary: "The tenant's contact records (the client uses the first)",
        response: { 200: contactListResponseSchema },
      },
    },
    async (request) => {
      const data = await listContacts(request.ctx);
      return {
        success: true,
        message: data.length ? 'Contacts retrieved successfully.' : 'No contacts found.',
        data,
      };
    },
  );
};

export default contactRoutes;
