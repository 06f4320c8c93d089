import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { listAuditLog } from '../../../domain/audit/index.ts';
import { ok, registerEndpoint } from '../../register-endpoint.ts';

const auditRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'teacherAuditLog', async (request) => {
    const data = await listAuditLog(request.ctx, request.query);
    return ok(SERVER_MESSAGES.auditLogRetrieved, data);
  });
};

export default auditRoutes;
