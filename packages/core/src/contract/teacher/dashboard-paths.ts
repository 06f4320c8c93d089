import type { EndpointRoute } from '../endpoint-paths.ts';

export const DASHBOARD_ROUTES = {
  teacherDashboard: { method: 'GET', path: '/api/teacher/dashboard', auth: 'staff' },
  teacherDashboardFunnel: { method: 'GET', path: '/api/teacher/dashboard/funnel/:courseId', auth: 'staff' },
  teacherDashboardQuizScores: {
    method: 'GET',
    path: '/api/teacher/dashboard/quiz-scores/:lessonId',
    auth: 'staff',
  },
  teacherDashboardAtRisk: { method: 'GET', path: '/api/teacher/dashboard/at-risk', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
