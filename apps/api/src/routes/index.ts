import type { FastifyPluginAsync } from 'fastify';

/**
 * Every route folder, registered in this order by the app after the shared plugins.
 * Add a line per resource folder (`routes/<resource>/index.ts`).
 */
export const routePlugins: Array<{ name: string; load: () => Promise<{ default: FastifyPluginAsync }> }> = [
  { name: 'health', load: () => import('./health/index.ts') },
  { name: 'auth', load: () => import('./auth/index.ts') },
  { name: 'enrolment', load: () => import('./enrolment/index.ts') },
  { name: 'payments', load: () => import('./payments/index.ts') },
  { name: 'unit-codes', load: () => import('./unit-codes/index.ts') },
  { name: 'catalogue', load: () => import('./catalogue/index.ts') },
  { name: 'books', load: () => import('./books/index.ts') },
  { name: 'contact', load: () => import('./contact/index.ts') },
  { name: 'tenant', load: () => import('./tenant/index.ts') },
  { name: 'learning', load: () => import('./learning/index.ts') },
  { name: 'quiz', load: () => import('./quiz/index.ts') },
  { name: 'exams', load: () => import('./exams/index.ts') },
  { name: 'parents', load: () => import('./parents/index.ts') },
  { name: 'parent-links', load: () => import('./parent-links/index.ts') },
  { name: 'message-opt-out', load: () => import('./message-opt-out/index.ts') },
  { name: 'push', load: () => import('./push/index.ts') },
  { name: 'teacher', load: () => import('./teacher/index.ts') },
  { name: 'webhooks', load: () => import('./webhooks/index.ts') },
  { name: 'video', load: () => import('./video/index.ts') },
];
