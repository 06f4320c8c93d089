import type { EndpointRoute } from '../endpoint-paths.ts';

export const BOOKS_ROUTES = {
  teacherBooksList: { method: 'GET', path: '/api/teacher/books', auth: 'staff' },
  teacherBookCreate: { method: 'POST', path: '/api/teacher/books', auth: 'admin', body: 'json' },
  teacherBookUpdate: { method: 'PUT', path: '/api/teacher/books/:id', auth: 'admin', body: 'json' },
  teacherBookDelete: { method: 'DELETE', path: '/api/teacher/books/:id', auth: 'admin' },
  teacherBookImage: { method: 'PUT', path: '/api/teacher/books/:id/image', auth: 'admin', body: 'multipart' },
} as const satisfies Record<string, EndpointRoute>;
