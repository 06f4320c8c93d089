import type { EndpointRoute } from '../endpoint-paths.ts';

const VIDEO_UPLOAD = '/api/teacher/uploads/video';

export const COURSES_ROUTES = {
  teacherCourses: { method: 'GET', path: '/api/teacher/courses', auth: 'staff' },
  teacherCourse: { method: 'GET', path: '/api/teacher/courses/:courseId', auth: 'staff' },
  teacherCreateCourse: { method: 'POST', path: '/api/teacher/courses', auth: 'admin', body: 'json' },
  teacherUpdateCourse: { method: 'PUT', path: '/api/teacher/courses/:courseId', auth: 'admin', body: 'json' },
  teacherCourseImage: {
    method: 'POST',
    path: '/api/teacher/courses/:courseId/image',
    auth: 'admin',
    body: 'multipart',
  },
  teacherDuplicateCourse: {
    method: 'POST',
    path: '/api/teacher/courses/:courseId/duplicate',
    auth: 'admin',
    body: 'json',
  },
  teacherArchiveCourse: {
    method: 'POST',
    path: '/api/teacher/courses/:courseId/archive',
    auth: 'admin',
    body: 'json',
  },
  teacherDeleteCourse: { method: 'DELETE', path: '/api/teacher/courses/:courseId', auth: 'admin' },
  teacherCreateUnit: {
    method: 'POST',
    path: '/api/teacher/courses/:courseId/units',
    auth: 'admin',
    body: 'json',
  },
  teacherReorderUnits: {
    method: 'PUT',
    path: '/api/teacher/courses/:courseId/unit-order',
    auth: 'admin',
    body: 'json',
  },
  teacherUpdateUnit: { method: 'PUT', path: '/api/teacher/units/:unitId', auth: 'admin', body: 'json' },
  teacherCreateLesson: {
    method: 'POST',
    path: '/api/teacher/units/:unitId/lessons',
    auth: 'admin',
    body: 'json',
  },
  teacherReorderLessons: {
    method: 'PUT',
    path: '/api/teacher/units/:unitId/lesson-order',
    auth: 'admin',
    body: 'json',
  },
  teacherUpdateLesson: { method: 'PUT', path: '/api/teacher/lessons/:lessonId', auth: 'admin', body: 'json' },
  teacherMoveLesson: {
    method: 'POST',
    path: '/api/teacher/lessons/:lessonId/move',
    auth: 'admin',
    body: 'json',
  },
  teacherSetLessonVideo: {
    method: 'PUT',
    path: '/api/teacher/lessons/:lessonId/video',
    auth: 'admin',
    body: 'json',
  },
  teacherLessonAttachment: {
    method: 'POST',
    path: '/api/teacher/lessons/:lessonId/attachment',
    auth: 'admin',
    body: 'multipart',
  },
  teacherRemoveLessonAttachment: {
    method: 'DELETE',
    path: '/api/teacher/lessons/:lessonId/attachment',
    auth: 'admin',
  },
  teacherVideoUploadCreate: { method: 'POST', path: VIDEO_UPLOAD, auth: 'admin' },
  teacherVideoUploadStatus: { method: 'GET', path: `${VIDEO_UPLOAD}/:uploadId`, auth: 'admin' },
  teacherVideoUploadAppend: { method: 'PATCH', path: `${VIDEO_UPLOAD}/:uploadId`, auth: 'admin' },
  teacherVideoUploadCancel: { method: 'DELETE', path: `${VIDEO_UPLOAD}/:uploadId`, auth: 'admin' },
} as const satisfies Record<string, EndpointRoute>;
