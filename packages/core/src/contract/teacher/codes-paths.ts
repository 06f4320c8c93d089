import type { EndpointRoute } from '../endpoint-paths.ts';

/** The most codes one batch may hold. */
export const MAX_CODES_PER_BATCH = 5000;

export const CODES_ROUTES = {
  teacherCodeTargets: { method: 'GET', path: '/api/teacher/code-targets', auth: 'staff' },
  teacherCodeBatches: { method: 'GET', path: '/api/teacher/code-batches', auth: 'staff' },
  teacherCreateCodeBatch: { method: 'POST', path: '/api/teacher/code-batches', auth: 'staff', body: 'json' },
  teacherCodeCards: {
    method: 'POST',
    path: '/api/teacher/code-batches/:batchId/cards',
    auth: 'staff',
    body: 'json',
  },
  teacherRevokeCodeBatch: {
    method: 'POST',
    path: '/api/teacher/code-batches/:batchId/revoke',
    auth: 'staff',
  },
  teacherLookupCode: { method: 'GET', path: '/api/teacher/codes/lookup', auth: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
