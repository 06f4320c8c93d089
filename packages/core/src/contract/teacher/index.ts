/**
 * The teacher's console endpoints (ours, under `/api/teacher/`): one file per area with its schemas
 * and table entries, and a plain twin `<area>-paths.ts` that `paths.ts` collects for the web.
 */
import { auditEndpoints } from './audit.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { studentsEndpoints } from './students.ts';
import { staffEndpoints } from './staff.ts';

export const teacherEndpoints = {
  ...auditEndpoints,
  ...dashboardEndpoints,
  ...studentsEndpoints,
  ...staffEndpoints,
} as const;

export * from './common.ts';
export * from './audit.ts';
export * from './dashboard.ts';
export * from './students.ts';
export * from './staff.ts';
