import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { loginWithPassword } from '../../domain/auth/login.ts';
import { refreshSession } from '../../domain/auth/refresh-session.ts';
import { endSession } from '../../domain/auth/end-session.ts';
import { deviceIdOf } from '../../plugins/auth.ts';
import { done, ok, registerEndpoint } from '../register-endpoint.ts';
import { guardLogin } from '../../rate-limit/guards.ts';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './shared.ts';
import { withImageUrl } from '../../plugins/file-urls.ts';

/** Sign in, rotate the refresh cookie, sign out. */
const sessionRoutes: FastifyPluginAsync = async (app) => {
  const jwtSecret = app.config.jwtSecret;

  registerEndpoint(app, 'login', async (request, reply) => {
    const attempt = await guardLogin(request, reply, request.body.EmailorMobile, deviceIdOf(request));
    const session = await loginWithPassword(request.ctx, {
      identifier: request.body.EmailorMobile,
      password: request.body.password,
      deviceId: deviceIdOf(request),
      jwtSecret,
      userAgent: request.headers['user-agent'] ?? null,
    });
    await attempt.succeeded();
    setRefreshCookie(request, reply, session.refresh);
    return { token: session.token, user: withImageUrl(request, session.user) };
  });

  registerEndpoint(app, 'refreshToken', async (request, reply) => {
    try {
      const session = await refreshSession(request.ctx, {
        refreshToken: refreshCookieOf(request),
        jwtSecret,
      });
      setRefreshCookie(request, reply, session.refresh);
      return ok(SERVER_MESSAGES.refreshed, {
        token: session.token,
        user: withImageUrl(request, session.user),
      });
    } catch (error) {
      clearRefreshCookie(request, reply);
      throw error;
    }
  });

  // The refresh cookie alone identifies the session: an expired access token must not keep a
  // student from signing out.
  registerEndpoint(app, 'logout', async (request, reply) => {
    await endSession(request.ctx, { refreshToken: refreshCookieOf(request) });
    clearRefreshCookie(request, reply);
    return done(SERVER_MESSAGES.loggedOut);
  });
};

export default sessionRoutes;
