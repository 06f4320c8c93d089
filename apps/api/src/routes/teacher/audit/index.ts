import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { listAuditLog } from '../../../domain/audit/index.ts';
import { registerEndpoint } from '../../register-endpoint.ts';

const auditRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'teacherAuditLog', async (request) => {
    const data = await listAuditLog(request.ctx, request.query);
    return { success: true, message: SERVER_MESSAGES.auditLogRetrieved, data };
  });
};

export default auditRoutes;
