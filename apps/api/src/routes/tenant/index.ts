import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { getTenantProfile } from '../../domain/tenant-profile/get-tenant-profile.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';
import { fileUrls } from '../../plugins/file-urls.ts';

const tenantRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'tenantProfile', async (request) => {
    const data = await getTenantProfile(request.ctx);
    return ok(SERVER_MESSAGES.tenantProfileRetrieved, {
      ...data,
      photoUrl: fileUrls(request)(data.photoUrl),
    });
  });
};

export default tenantRoutes;
