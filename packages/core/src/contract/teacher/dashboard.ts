/**
 * The teacher's dashboard: how many students there are and how many are active, enrolments and
 * code redemptions per day, a course's completion funnel, a quiz's score distribution and the
 * students at risk of falling behind (docs/product-rules.md).
 */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error } from '../envelope.ts';
import { guidInputSchema, intIdInputSchema } from '../common.ts';
import type { EndpointDefinition } from '../endpoint-definition.ts';
import { TEACHER_ENDPOINT_ROUTES } from './routes.ts';
import { consolePageSchema, consolePagingQuerySchema } from './common.ts';

/** Days covered by the daily series (today included). */
export const DASHBOARD_DAYS = 90;
/** A student enrolled in a course but without activity for this many days is at risk. */
export const IDLE_DAYS = 7;

const count = z.number().int().nonnegative();

export const dashboardDaySchema = z.object({
  /** UTC day, `YYYY-MM-DD` */
  day: z.string(),
  enrolments: count,
  redemptions: count,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardQuizRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unitName: z.string(),
});
export const dashboardCourseRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** the course's quizzes, in unit and lesson order, for the score distribution's picker */
  quizzes: z.array(dashboardQuizRefSchema),
});

export const dashboardResponseSchema = envelope(
  z.object({
    students: z.object({ total: count, active7Days: count, active30Days: count }),
    /** oldest first, one entry per UTC day, days without events included */
    daily: z.array(dashboardDaySchema),
    courses: z.array(dashboardCourseRefSchema),
  }),
);
export type DashboardSummary = NonNullable<z.infer<typeof dashboardResponseSchema>['data']>;

export const dashboardFunnelParamsSchema = z.object({ courseId: guidInputSchema });
export const dashboardFunnelResponseSchema = envelope(
  z.object({
    courseId: z.string(),
    courseName: z.string(),
    /** students enrolled in the course */
    enrolled: count,
    /** active units in order; `finished` = enrolled students who completed every active lesson of the unit */
    units: z.array(
      z.object({
        unitId: z.number().int(),
        unitName: z.string(),
        lessonCount: count,
        finished: count,
      }),
    ),
  }),
);
export type DashboardFunnel = NonNullable<z.infer<typeof dashboardFunnelResponseSchema>['data']>;

export const dashboardQuizScoresParamsSchema = z.object({ lessonId: intIdInputSchema });
export const dashboardQuizScoresResponseSchema = envelope(
  z.object({
    lessonId: z.number().int(),
    lessonName: z.string(),
    passDegree: z.number(),
    /** students with at least one attempt */
    students: count,
    passed: count,
    /** mean recorded score, null without attempts */
    average: z.number().nullable(),
    /** ten bands of recorded scores: 0–9, 10–19, …, 90–100 */
    buckets: z.array(z.object({ from: z.number().int(), to: z.number().int(), count })),
  }),
);
export type DashboardQuizScores = NonNullable<z.infer<typeof dashboardQuizScoresResponseSchema>['data']>;

export const atRiskStudentSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  lastActivityAt: z.string().nullable(),
  /** no activity for IDLE_DAYS days */
  idle: z.boolean(),
  /** the quiz the student submitted last, with its recorded score (docs/decisions/0018-quiz-retakes.md) */
  lastQuiz: z
    .object({
      lessonId: z.number().int(),
      lessonName: z.string(),
      score: z.number(),
      passDegree: z.number(),
      submittedAt: z.string(),
    })
    .nullable(),
  belowPass: z.boolean(),
});
export type AtRiskStudent = z.infer<typeof atRiskStudentSchema>;

export const dashboardAtRiskQuerySchema = consolePagingQuerySchema;
export const dashboardAtRiskResponseSchema = envelope(consolePageSchema(atRiskStudentSchema));
export type DashboardAtRiskPage = NonNullable<z.infer<typeof dashboardAtRiskResponseSchema>['data']>;

export const dashboardEndpoints = {
  teacherDashboard: {
    ...TEACHER_ENDPOINT_ROUTES.teacherDashboard,
    response: dashboardResponseSchema,
    error,
    ours: true,
    summary:
      'Students, active in the last 7 and 30 days, enrolments and code redemptions per day over 90 days, and the courses with their quizzes (staff).',
  },
  teacherDashboardFunnel: {
    ...TEACHER_ENDPOINT_ROUTES.teacherDashboardFunnel,
    params: dashboardFunnelParamsSchema,
    response: dashboardFunnelResponseSchema,
    error,
    ours: true,
    summary:
      "A course's completion funnel: enrolled students, and how many finished each unit's lessons (staff).",
  },
  teacherDashboardQuizScores: {
    ...TEACHER_ENDPOINT_ROUTES.teacherDashboardQuizScores,
    params: dashboardQuizScoresParamsSchema,
    response: dashboardQuizScoresResponseSchema,
    error,
    ours: true,
    summary: "A quiz's distribution of recorded scores in ten bands, with the pass count and mean (staff).",
  },
  teacherDashboardAtRisk: {
    ...TEACHER_ENDPOINT_ROUTES.teacherDashboardAtRisk,
    query: dashboardAtRiskQuerySchema,
    response: dashboardAtRiskResponseSchema,
    error,
    ours: true,
    summary:
      'Enrolled students idle for 7 days or below the pass mark on their last quiz, longest idle first (staff).',
  },
} as const satisfies Record<string, EndpointDefinition>;
