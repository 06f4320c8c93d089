/**
 * The teacher's console endpoints (ours, under `/api/teacher/`): one file per area with its schemas
 * and table entries, each entry extending its route in `routes.ts` (method, path, auth, written once).
 */
import { auditEndpoints } from './audit.ts';
import { booksEndpoints } from './books.ts';
import { codesEndpoints } from './codes.ts';
import { coursesEndpoints } from './courses.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { homeEndpoints } from './home.ts';
import { messagesEndpoints } from './messages.ts';
import { paymentsTeacherEndpoints } from './payments.ts';
import { quizzesEndpoints } from './quizzes.ts';
import { staffEndpoints } from './staff.ts';
import { studentsEndpoints } from './students.ts';
import { videosEndpoints } from './videos.ts';
import { teacherExamEndpoints } from '../exams.ts';

export const teacherEndpoints = {
  ...auditEndpoints,
  ...booksEndpoints,
  ...codesEndpoints,
  ...coursesEndpoints,
  ...dashboardEndpoints,
  ...homeEndpoints,
  ...messagesEndpoints,
  ...paymentsTeacherEndpoints,
  ...quizzesEndpoints,
  ...staffEndpoints,
  ...studentsEndpoints,
  ...videosEndpoints,
  ...teacherExamEndpoints,
} as const;

export * from './common.ts';
export * from './audit.ts';
export * from './books.ts';
export * from './codes.ts';
export * from './courses.ts';
export * from './dashboard.ts';
export * from './home.ts';
export * from './messages.ts';
export * from './payments.ts';
export * from './quizzes.ts';
export * from './staff.ts';
export * from './students.ts';
export * from './videos.ts';
