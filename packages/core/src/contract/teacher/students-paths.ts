import type { EndpointRoute } from '../endpoint-paths.ts';

export const STUDENTS_ROUTES = {
  teacherStudents: { method: 'GET', path: '/api/teacher/students', auth: 'staff' },
  teacherStudent: { method: 'GET', path: '/api/teacher/students/:studentId', auth: 'staff' },
  teacherStudentDeactivate: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/deactivate',
    auth: 'staff',
  },
  teacherStudentReactivate: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/reactivate',
    auth: 'staff',
  },
  teacherStudentResetDevices: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/devices/reset',
    auth: 'staff',
  },
  teacherStudentEnrol: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/enrol',
    auth: 'staff',
    body: 'json',
  },
  teacherStudentUnenrol: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/unenrol',
    auth: 'staff',
    body: 'json',
  },
  teacherStudentPasswordReset: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/password-reset',
    auth: 'staff',
  },
  teacherStudentParentLinkCreate: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/parent-links',
    auth: 'staff',
    body: 'json',
  },
  teacherStudentParentLinkRevoke: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/parent-links/:linkId/revoke',
    auth: 'staff',
  },
  teacherStudentsExport: { method: 'GET', path: '/api/teacher/students-export', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
