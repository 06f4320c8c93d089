/**
 * The teacher's console endpoints (ours, under `/api/teacher/`): one file per area with its schemas
 * and table entries, and a plain twin `<area>-paths.ts` that `paths.ts` collects for the web.
 */
import { auditEndpoints } from './audit.ts';
import { dashboardEndpoints } from './dashboard.ts';

export const teacherEndpoints = {
  ...auditEndpoints,
  ...dashboardEndpoints,
} as const;

export * from './common.ts';
export * from './audit.ts';
export * from './dashboard.ts';
