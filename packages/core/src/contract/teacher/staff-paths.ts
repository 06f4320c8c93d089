import type { EndpointRoute } from '../endpoint-paths.ts';

export const STAFF_ROUTES = {
  teacherStaff: { method: 'GET', path: '/api/teacher/staff', auth: 'admin' },
  teacherStaffAdd: { method: 'POST', path: '/api/teacher/staff', auth: 'admin', body: 'json' },
  teacherStaffRemove: { method: 'DELETE', path: '/api/teacher/staff/:staffId', auth: 'admin' },
} as const satisfies Record<string, EndpointRoute>;
