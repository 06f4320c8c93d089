/**
 * The teacher's console endpoints (ours, under `/api/teacher/`): one file per area with its schemas
 * and table entries, and a plain twin `<area>-paths.ts` that `paths.ts` collects for the web.
 */
import { auditEndpoints } from './audit.ts';
import { codesEndpoints } from './codes.ts';

import { coursesEndpoints } from './courses.ts';

export const teacherEndpoints = {
  ...auditEndpoints,
  ...codesEndpoints,
  ...coursesEndpoints,
} as const;

export * from './common.ts';
export * from './audit.ts';
export * from './codes.ts';
export * from './courses.ts';
