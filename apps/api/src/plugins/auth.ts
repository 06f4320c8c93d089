import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken, verifyAccessToken } from '../domain/auth/access-token.ts';
import { forbidden, unauthorized } from '../errors.ts';

export const STAFF_ONLY_MESSAGE = 'Only staff can do this.';

/** The DeviceId header, trimmed and bounded; null when absent. */
export function deviceIdOf(request: FastifyRequest): string | null {
  const raw = request.headers['deviceid'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value.slice(0, 200) : null;
}

async function authPlugin(app: FastifyInstance, options: { now: () => Date }) {
  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const claims = verifyAccessToken(app.config.jwtSecret, token, options.now());
    // A token is valid only for the tenant it was issued in.
    if (!claims || !request.tenantId || claims.tid !== request.tenantId) {
      throw unauthorized('Invalid or expired token.');
    }
    request.caller = { userId: claims.sub, role: claims.role, deviceId: claims.did };
  };

  app.decorate('requireAuth', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.caller?.role === 'Student') throw forbidden('staff_only', STAFF_ONLY_MESSAGE);
  });
}

export default fp(authPlugin, { name: 'dars-auth', dependencies: ['dars-tenant'] });
