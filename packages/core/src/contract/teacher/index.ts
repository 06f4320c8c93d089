/**
 * The teacher's console endpoints (ours, under `/api/teacher/`): one file per area with its schemas
 * and table entries, and a plain twin `<area>-paths.ts` that `paths.ts` collects for the web.
 */
import { auditEndpoints } from './audit.ts';
import { booksEndpoints } from './books.ts';
import { homeEndpoints } from './home.ts';
import { quizzesEndpoints } from './quizzes.ts';

export const teacherEndpoints = {
  ...auditEndpoints,
  ...quizzesEndpoints,
  ...homeEndpoints,
  ...booksEndpoints,
} as const;

export * from './common.ts';
export * from './audit.ts';
export * from './quizzes.ts';
export * from './home.ts';
export * from './books.ts';
