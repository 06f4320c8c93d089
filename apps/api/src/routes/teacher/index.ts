import type { FastifyPluginAsync, RouteOptions } from 'fastify';

/**
 * The teacher's console (`/api/teacher/…`): one folder per resource, registered here. Every route
 * in these folders must carry the staff or Admin guard from its table entry; a route without one
 * stops the server at start-up, so no console endpoint can be open by mistake.
 */
const consoleFolders: Array<() => Promise<{ default: FastifyPluginAsync }>> = [
  () => import('./audit/index.ts'),
  () => import('./codes/index.ts'),
  () => import('./courses/index.ts'),
  () => import('./uploads/index.ts'),
  () => import('./dashboard/index.ts'),
  () => import('./students/index.ts'),
  () => import('./staff/index.ts'),
  () => import('./quizzes/index.ts'),
  () => import('./site-content/index.ts'),
  () => import('./exams/index.ts'),
  () => import('./books/index.ts'),
  () => import('./messages/index.ts'),
  () => import('./videos/index.ts'),
  () => import('./payments/index.ts'),
];

const teacherRoutes: FastifyPluginAsync = async (app) => {
  const staffGuards = new Set<unknown>([app.requireStaff, app.requireAdmin]);
  app.addHook('onRoute', (route: RouteOptions) => {
    const guards = [route.onRequest ?? []].flat();
    if (!guards.some((hook) => staffGuards.has(hook))) {
      throw new Error(`Console route ${route.method} ${route.url} has no staff guard`);
    }
  });
  for (const load of consoleFolders) await app.register((await load()).default);
};

export default teacherRoutes;
