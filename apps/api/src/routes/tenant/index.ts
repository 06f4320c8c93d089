import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { getTenantProfile } from '../../domain/tenant-profile/get-tenant-profile.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';

const tenantRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'tenantProfile', async (request) => {
    const data = await getTenantProfile(request.ctx);
    return ok(SERVER_MESSAGES.tenantProfileRetrieved, data);
  });
};

export default tenantRoutes;
