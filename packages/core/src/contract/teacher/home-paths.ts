import type { EndpointRoute } from '../endpoint-paths.ts';

export const HOME_ROUTES = {
  teacherProfileGet: { method: 'GET', path: '/api/teacher/profile', auth: 'staff' },
  teacherProfileSave: { method: 'PUT', path: '/api/teacher/profile', auth: 'admin', body: 'json' },
  teacherProfilePhoto: {
    method: 'PUT',
    path: '/api/teacher/profile/photo',
    auth: 'admin',
    body: 'multipart',
  },
  teacherTestimonialsList: { method: 'GET', path: '/api/teacher/testimonials', auth: 'staff' },
  teacherTestimonialCreate: {
    method: 'POST',
    path: '/api/teacher/testimonials',
    auth: 'admin',
    body: 'json',
  },
  teacherTestimonialUpdate: {
    method: 'PUT',
    path: '/api/teacher/testimonials/:id',
    auth: 'admin',
    body: 'json',
  },
  teacherTestimonialsReorder: {
    method: 'PUT',
    path: '/api/teacher/testimonials-order',
    auth: 'admin',
    body: 'json',
  },
} as const satisfies Record<string, EndpointRoute>;
