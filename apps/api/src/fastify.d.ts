import 'fastify';
import type { DbHandle } from './db/connect.ts';
import type { TenantContext, Caller } from './context.ts';
import type { AppConfig } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    dbHandle: DbHandle;
    /** preHandler: 401 unless a valid bearer access token is present; sets request.caller */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: like requireAuth, and the caller must be staff (Moderator or Admin) */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** set by the tenant plugin for every /api request (400 when missing or unknown) */
    tenantId: string;
    /** set by requireAuth; null on anonymous requests */
    caller: Caller | null;
    /** the tenant context for domain functions */
    ctx: TenantContext;
  }
}
