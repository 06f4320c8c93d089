export { getDashboardSummary } from './get-dashboard-summary.ts';
export { getCourseFunnel, type GetCourseFunnelOptions } from './get-course-funnel.ts';
export {
  getQuizScoreDistribution,
  type GetQuizScoreDistributionOptions,
} from './get-quiz-score-distribution.ts';
export { listStudentsAtRisk, type ListStudentsAtRiskOptions } from './list-students-at-risk.ts';
