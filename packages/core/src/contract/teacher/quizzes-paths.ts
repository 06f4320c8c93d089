import type { EndpointRoute } from '../endpoint-paths.ts';

export const QUIZZES_ROUTES = {
  teacherQuizGet: { method: 'GET', path: '/api/teacher/quizzes/:lessonId', auth: 'staff' },
  teacherQuizSave: { method: 'PUT', path: '/api/teacher/quizzes/:lessonId', auth: 'admin', body: 'json' },
  teacherQuizImport: {
    method: 'POST',
    path: '/api/teacher/quizzes/:lessonId/import',
    auth: 'admin',
    body: 'multipart',
  },
  teacherQuizRescore: {
    method: 'POST',
    path: '/api/teacher/quizzes/:lessonId/rescore',
    auth: 'admin',
    body: 'json',
  },
} as const satisfies Record<string, EndpointRoute>;
