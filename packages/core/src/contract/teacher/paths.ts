/**
 * The console endpoints' plain data (no zod): loaded only by the console's lazy chunks, so the
 * student pages do not carry it. `endpoint-paths.test.ts` keeps it equal to the schema table.
 */
import type { EndpointRoute } from '../endpoint-paths.ts';
import { AUDIT_ROUTES } from './audit-paths.ts';
import { BOOKS_ROUTES } from './books-paths.ts';
import { CODES_ROUTES } from './codes-paths.ts';
import { COURSES_ROUTES } from './courses-paths.ts';
import { DASHBOARD_ROUTES } from './dashboard-paths.ts';
import { HOME_ROUTES } from './home-paths.ts';
import { QUIZZES_ROUTES } from './quizzes-paths.ts';
import { STAFF_ROUTES } from './staff-paths.ts';
import { STUDENTS_ROUTES } from './students-paths.ts';

export { MAX_CODES_PER_BATCH } from './codes-paths.ts';

export const TEACHER_ENDPOINT_ROUTES = {
  ...AUDIT_ROUTES,
  ...BOOKS_ROUTES,
  ...CODES_ROUTES,
  ...COURSES_ROUTES,
  ...DASHBOARD_ROUTES,
  ...HOME_ROUTES,
  ...QUIZZES_ROUTES,
  ...STAFF_ROUTES,
  ...STUDENTS_ROUTES,
} as const satisfies Record<string, EndpointRoute>;

export type TeacherEndpointName = keyof typeof TEACHER_ENDPOINT_ROUTES;
