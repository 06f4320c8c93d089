import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import {
  getCourseFunnel,
  getDashboardSummary,
  getQuizScoreDistribution,
  listStudentsAtRisk,
} from '../../../domain/dashboard/index.ts';
import { registerEndpoint } from '../../register-endpoint.ts';

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const ok = <T>(data: T) => ({ success: true as const, message: SERVER_MESSAGES.dashboardRetrieved, data });
  registerEndpoint(app, 'teacherDashboard', async (request) => ok(await getDashboardSummary(request.ctx)));
  registerEndpoint(app, 'teacherDashboardFunnel', async (request) =>
    ok(await getCourseFunnel(request.ctx, { courseId: request.params.courseId })),
  );
  registerEndpoint(app, 'teacherDashboardQuizScores', async (request) =>
    ok(await getQuizScoreDistribution(request.ctx, { lessonId: request.params.lessonId })),
  );
  registerEndpoint(app, 'teacherDashboardAtRisk', async (request) =>
    ok(await listStudentsAtRisk(request.ctx, request.query)),
  );
};

export default dashboardRoutes;
