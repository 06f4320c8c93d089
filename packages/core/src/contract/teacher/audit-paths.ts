import type { EndpointRoute } from '../endpoint-paths.ts';

export const AUDIT_ROUTES = {
  teacherAuditLog: { method: 'GET', path: '/api/teacher/audit', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
