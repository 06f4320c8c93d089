import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TenantContext } from '../../context.ts';
import { getTenantProfile } from '../../domain/tenant-profile/get-tenant-profile.ts';
import { offlinePageHtml } from './offline-page.ts';
import { serviceWorkerFor } from './service-worker.ts';
import { webAppManifest } from './web-app-manifest.ts';

/**
 * The installed app's files: the tenant's web app manifest, the build's service worker and the
 * offline page it keeps. Each is revalidated on every use (a new build must reach the phone).
 */
export function registerInstalledAppRoutes(
  app: FastifyInstance,
  options: {
    webDir: string;
    routeOptions: object;
    contextOf: (request: FastifyRequest) => Promise<TenantContext>;
  },
): void {
  const worker = serviceWorkerFor(options.webDir);
  const offlinePage = offlinePageHtml();

  app.get('/manifest.webmanifest', options.routeOptions, async (request, reply) => {
    const profile = await getTenantProfile(await options.contextOf(request)).catch(() => null);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(profile?.teacherName)));
  });
  app.get('/sw.js', options.routeOptions, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('X-Dars-Build', worker.version)
      .type('text/javascript; charset=utf-8')
      .send(worker.source),
  );
  app.get('/offline.html', options.routeOptions, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(offlinePage),
  );
}
