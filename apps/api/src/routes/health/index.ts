import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';

/** /healthz: the process is up. /readyz: the database answers. Neither needs a tenant. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(app.dbHandle.db);
      return { status: 'ready' };
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};

export default healthRoutes;
