import type { Role } from '@dars/core/rules';
import type { Kysely } from 'kysely';
import type { AppCaches } from './cache/app-caches.ts';
import type { Database } from './db/schema.ts';

/**
 * What every domain function receives first: the database and the tenant of the request.
 * Routes build it with `contextOf(request)`; no domain query runs without a tenant id, and every
 * query on a tenant-owned table filters by `tenant_id = ctx.tenantId`.
 */
export interface TenantContext {
  db: Kysely<Database>;
  tenantId: string;
  /** injectable clock for the access-window rules and tests */
  now: () => Date;
  /** the app's caches of course content; without them (admin command, seed) content is read afresh */
  caches?: AppCaches;
}

/** A signed-in caller of the request. */
export interface Caller {
  userId: string;
  role: Role;
  deviceId: string | null;
  /** the session (refresh-token family) the access token belongs to, when it names one */
  sessionId?: string | null;
}
