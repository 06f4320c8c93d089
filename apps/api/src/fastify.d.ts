import 'fastify';
import type { DbHandle } from './db/connect.ts';
import type { AccessClaims } from './domain/auth/access-token.ts';
import type { LessonMediaSigner } from './domain/media/signed-url.ts';
import type { MediaStore } from './domain/media/media-store.ts';
import type { AppMetrics } from './plugins/metrics.ts';
import type { TenantContext, Caller } from './context.ts';
import type { AppConfig } from './config.ts';
import type { Mailer } from './mail/index.ts';
import type { Redis } from 'ioredis';
import type { AppCaches } from './cache/app-caches.ts';
import type { AfterResponse } from './mail/after-response.ts';
import type { AppLimits } from './rate-limit/limits.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { createTenantResolver } from './plugins/tenant.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    dbHandle: DbHandle;
    /** preHandler: 401 unless a valid bearer access token is present; sets request.caller */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: like requireAuth, and the caller must be staff (Moderator or Admin) */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The tenant's Admin (the teacher) only; a Moderator gets 403 `admin_only`. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** the claims of a bearer token of a session still signed in (plugins/auth.ts), else null */
    signedInClaims: (token: string) => Promise<AccessClaims | null>;
    /** OTP delivery: SMTP when SMTP_URL is set, else DATA_DIR/outbox.jsonl */
    mailer: Mailer;
    /** work run after the answer has gone (mail/after-response.ts); `idle()` waits for it */
    afterResponse: AfterResponse;
    /** the durable job runner (jobs/runner.ts): started by main.ts; tests call `runDue()` */
    jobs: JobRunner;
    /** the app's one Redis client (REDIS_URL), else null */
    redis: Redis | null;
    /** every rate-limit counter of this app (rate-limit/limits.ts); on Redis when REDIS_URL is set */
    limits: AppLimits;
    /** this app's in-process caches (course trees, quiz keys, catalogue pages, verified tokens) */
    caches: AppCaches;
    /** the app clock (tests inject one) */
    now: () => Date;
    /** cached tenant directory; `tenants.invalidate()` after creating or changing a tenant */
    tenants: ReturnType<typeof createTenantResolver>;
    /** signs the hosted media addresses of lesson content for the request's student */
    lessonMediaSigner: (request: FastifyRequest) => LessonMediaSigner;
    /** where lesson files go: local disk, or the bucket of MEDIA_STORE (domain/media/media-store.ts) */
    mediaStore: MediaStore;
    /** Prometheus registry; `metrics.rateLimitRefused(limiter)` counts a refusal */
    metrics: AppMetrics;
    /** true when the built SPA exists and is served */
    webIndexAvailable: boolean;
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
