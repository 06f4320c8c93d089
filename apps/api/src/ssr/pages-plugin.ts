import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantContext } from '../context.ts';
import { createHtmlShell } from './html-shell.ts';
import { registerInstalledAppRoutes } from './installed-app/installed-app-routes.ts';
import { cachedPage, rememberPage } from './page-cache.ts';
import { pageHead, PUBLIC_PAGE_PATHS } from './page-head.ts';
import { pageEncodingFor, RenderedPage } from './rendered-page.ts';
import { robotsTxt, sitemapXml } from './robots-sitemap.ts';
import { loadServerRenderer } from './server-render.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route answers without a tenant (apps/api/src/plugins/tenant.ts) */
    tenantless?: boolean;
  }
  interface FastifyInstance {
    /** Answers a client route of the web app with its HTML document (the history fallback). */
    sendWebPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

/** Page routes answer without X-Tenant-ID: the tenant is the host's, else the deployment's default. */
const PAGE_ROUTE = { schema: { hide: true }, config: { tenantless: true } } as const;

/**
 * The web app's documents and the crawler files, per tenant: `/robots.txt`, `/sitemap.xml`, and
 * every client route's HTML with its own head (title, description, canonical, Open Graph) and
 * its route chunk preloaded; the public pages with their content rendered on the server from the
 * web build's server entry (./server-render.ts), when it is built. Registered only when the web
 * build is present.
 */
async function pagesPlugin(app: FastifyInstance, options: { now: () => Date }) {
  const { config } = app;
  const shell = createHtmlShell(config.publicWebDir);
  const renderContent = await loadServerRenderer(app, config.publicWebDir);

  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const contextOf = async (request: FastifyRequest): Promise<TenantContext> => {
    const hostname = (request.hostname || '').toLowerCase();
    const tenantId = (await app.tenants.resolve(undefined, hostname)) ?? config.defaultTenantId;
    return { db: app.dbHandle.db, tenantId, now: options.now, caches: app.caches };
  };

  async function sendWebPage(request: FastifyRequest, reply: FastifyReply) {
    const ctx = await contextOf(request);
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const origin = originOf(request);
    const key = `${origin}${pathname}`;
    let page = cachedPage(ctx, key);
    if (page === undefined) {
      // the public pages arrive with their content (nothing personal: nobody is signed in there)
      const content = renderContent
        ? await renderContent(ctx.tenantId, pathname).catch((error: unknown) => {
            request.log.warn({ err: error, pathname }, 'server render failed; the page is sent empty');
            return null;
          })
        : null;
      const html = shell(await pageHead(ctx, pathname, origin), content);
      page = new RenderedPage(html, { bestRatio: content !== null });
      rememberPage(ctx, key, page);
    }
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const encoding = pageEncodingFor(request.headers['accept-encoding']);
    if (encoding) {
      const body = await page.encodedAs(encoding).catch(() => null);
      if (body) return reply.header('Content-Encoding', encoding).send(body);
    }
    return reply.send(page.html);
  }
  app.decorate('sendWebPage', sendWebPage);

  for (const url of PUBLIC_PAGE_PATHS) app.get(url, PAGE_ROUTE, sendWebPage);

  app.get('/robots.txt', PAGE_ROUTE, async (request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', PAGE_ROUTE, async (request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(await contextOf(request), originOf(request))),
  );
  registerInstalledAppRoutes(app, { webDir: config.publicWebDir, routeOptions: PAGE_ROUTE, contextOf });
}

export default fp(pagesPlugin, { name: 'dars-pages', dependencies: ['dars-tenant'] });
