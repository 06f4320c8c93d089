import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { getTenantProfile } from '../../domain/tenant-profile/get-tenant-profile.ts';
import { registerEndpoint } from '../register-endpoint.ts';

const tenantRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'tenantProfile', async (request) => {
    const data = await getTenantProfile(request.ctx);
    return { success: true, message: SERVER_MESSAGES.tenantProfileRetrieved, data };
  });
};

export default tenantRoutes;
