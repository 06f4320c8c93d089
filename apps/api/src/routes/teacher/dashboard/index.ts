import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import {
  getCourseFunnel,
  getDashboardSummary,
  getQuizScoreDistribution,
  listStudentsAtRisk,
} from '../../../domain/dashboard/index.ts';
import { ok, registerEndpoint } from '../../register-endpoint.ts';

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const retrieved = <T>(data: T) => ok(SERVER_MESSAGES.dashboardRetrieved, data);
  registerEndpoint(app, 'teacherDashboard', async (request) =>
    retrieved(await getDashboardSummary(request.ctx)),
  );
  registerEndpoint(app, 'teacherDashboardFunnel', async (request) =>
    retrieved(await getCourseFunnel(request.ctx, { courseId: request.params.courseId })),
  );
  registerEndpoint(app, 'teacherDashboardQuizScores', async (request) =>
    retrieved(await getQuizScoreDistribution(request.ctx, { lessonId: request.params.lessonId })),
  );
  registerEndpoint(app, 'teacherDashboardAtRisk', async (request) =>
    retrieved(await listStudentsAtRisk(request.ctx, request.query)),
  );
};

export default dashboardRoutes;
