import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.ts';
import { MISSING_TENANT_MESSAGE, UNKNOWN_TENANT_MESSAGE } from '../../plugins/tenant.ts';

/** Spec §7 lists some paths without the /api prefix; both forms answer. */
export const bothPrefixes = (path: string) => [`/api${path}`, path];

/**
 * The tenant plugin resolves the tenant for /api paths only; this hook does the same for the
 * bare aliases of a route plugin (same header, same directory, same 400s), and nothing when the
 * request already has its context.
 */
export function resolveTenantForBarePaths(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.ctx) return;
    const raw = request.headers['x-tenant-id'];
    const header = (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
    if (header !== undefined && header.length > 100) throw badRequest('unknown_tenant', UNKNOWN_TENANT_MESSAGE);
    const tenantId = await app.tenants.resolve(header, (request.hostname || '').toLowerCase());
    if (tenantId === null) {
      throw header === undefined
        ? badRequest('missing_tenant', MISSING_TENANT_MESSAGE)
        : badRequest('unknown_tenant', UNKNOWN_TENANT_MESSAGE);
    }
    request.tenantId = tenantId;
    request.ctx = { db: app.dbHandle.db, tenantId, now: app.now };
  });
}

/**
 * Route option for hot read routes whose domain functions build every answer field by field
 * (so nothing stray can leak): plain JSON.stringify instead of re-validating the answer through
 * its zod schema, which costs more than the database reads on an 80-lesson course tree. The
 * schema stays declared for the OpenAPI document and the contract tests.
 * Never use it for answers that carry quiz content (their schema strips stray correctness).
 */
export const trustedJsonSerializer = () => (data: unknown) => JSON.stringify(data);
