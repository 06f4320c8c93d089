import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantProfileResponseSchema } from '@dars/core/contract';
import { getTenantProfile } from '../../domain/catalogue/get-tenant-profile.ts';

const tenantRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Tenant/profile',
    {
      schema: {
        tags: ['Tenant'],
        summary: "The tenant's teacher profile, figures, testimonials and theme",
        response: { 200: tenantProfileResponseSchema },
      },
    },
    async (request) => {
      const data = await getTenantProfile(request.ctx);
      return { success: true, message: 'Profile retrieved successfully.', data };
    },
  );
};

export default tenantRoutes;
