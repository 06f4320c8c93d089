import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { LRUCache } from 'lru-cache';
import { bearerToken, verifyAccessToken, type AccessClaims } from '../domain/auth/access-token.ts';
import { sessionStampOf, tokenStillValid } from '../domain/auth/session-stamps.ts';
import { forbidden, unauthorized } from '../errors.ts';

/** The DeviceId header, trimmed and bounded; null when absent. */
export function deviceIdOf(request: FastifyRequest): string | null {
  const raw = request.headers['deviceid'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value.slice(0, 200) : null;
}

export const VERIFIED_TOKEN_CACHE_SIZE = 2_000;

export interface VerifiedToken {
  claims: AccessClaims;
  expiresAtMs: number;
}

/** Expiry and issue instant of a token whose signature was just verified (its payload is then well-formed JSON). */
function timesOf(token: string): { expiresAtMs: number; issuedAtMs: number } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp?: unknown;
    iat?: unknown;
    ims?: unknown;
  };
  const issuedAtMs =
    typeof payload.ims === 'number' ? payload.ims : typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
  return { expiresAtMs: typeof payload.exp === 'number' ? payload.exp * 1000 : 0, issuedAtMs };
}

/**
 * verifyAccessToken with a small memory of tokens that verified (the same string always verifies
 * the same way under one secret; HMAC + JSON cost ~7 µs a request). Expiry is checked on every use
 * against the app clock, exactly as verifyAccessToken does; tokens that fail are not remembered.
 */
export function createTokenVerifier(
  secret: string,
  verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKEN_CACHE_SIZE }),
) {
  return (token: string, now: Date): AccessClaims | null => {
    const known = verified.get(token);
    if (known) return known.expiresAtMs > now.getTime() ? known.claims : null;
    const verifiedClaims = verifyAccessToken(secret, token, now);
    if (!verifiedClaims) return null;
    const { expiresAtMs, issuedAtMs } = timesOf(token);
    const claims = { ...verifiedClaims, issuedAtMs };
    verified.set(token, { claims, expiresAtMs });
    return claims;
  };
}

async function authPlugin(app: FastifyInstance, options: { now: () => Date }) {
  const verify = createTokenVerifier(
    app.config.jwtSecret,
    app.caches.named(
      'verified-tokens',
      () => new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKEN_CACHE_SIZE }),
    ),
  );
  /**
   * The claims of a valid, unexpired token of a session still signed in: a deactivated or removed
   * user loses every session at once, an ended session its tokens (domain/auth/session-stamps.ts).
   */
  const signedInClaims = async (token: string): Promise<AccessClaims | null> => {
    const claims = verify(token, options.now());
    if (!claims) return null;
    const stamp = await sessionStampOf(app.dbHandle.db, app.caches, claims.tid, claims.sub, options.now());
    return tokenStillValid(stamp, claims.issuedAtMs ?? 0, claims.sid) ? claims : null;
  };
  app.decorate('signedInClaims', signedInClaims);

  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const claims = await signedInClaims(token);
    // A token is valid only for the tenant it was issued in.
    if (!claims || !request.tenantId || claims.tid !== request.tenantId) {
      throw unauthorized(SERVER_MESSAGES.invalidToken);
    }
    request.caller = {
      userId: claims.sub,
      role: claims.role,
      deviceId: claims.did,
      sessionId: claims.sid ?? null,
    };
  };

  // answers for a signed-in caller, and answers that set the session cookie, are personal data:
  // no browser or proxy cache may keep them
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.caller || reply.hasHeader('set-cookie')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  app.decorate('requireAuth', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.caller?.role === 'Student') throw forbidden('staff_only', SERVER_MESSAGES.staffOnly);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.caller?.role === 'Student') throw forbidden('staff_only', SERVER_MESSAGES.staffOnly);
    if (request.caller?.role !== 'Admin') throw forbidden('admin_only', SERVER_MESSAGES.adminOnly);
  });
}

export default fp(authPlugin, { name: 'dars-auth', dependencies: ['dars-tenant'] });
