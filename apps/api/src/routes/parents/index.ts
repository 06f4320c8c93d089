import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { findProgressStudent, getQuizzesProgress, getVideosProgress } from '../../domain/progress/index.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';

/**
 * A child's progress by the parent's and the student's phones, on the original's paths but not
 * open to anyone: staff of the tenant, or the student themself (see findProgressStudent).
 */
const parentRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'studentVideosProgressByParent', async (request, _reply, caller) => {
    const student = await findProgressStudent(request.ctx, { caller, ...request.params, ...request.query });
    const data = await getVideosProgress(request.ctx, student);
    return ok(SERVER_MESSAGES.videosProgressRetrieved, data);
  });

  registerEndpoint(app, 'studentQuizzesProgressByParent', async (request, _reply, caller) => {
    const student = await findProgressStudent(request.ctx, { caller, ...request.params, ...request.query });
    const data = await getQuizzesProgress(request.ctx, student);
    return ok(SERVER_MESSAGES.quizzesProgressRetrieved, data);
  });
};

export default parentRoutes;
