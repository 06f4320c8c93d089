import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { getMe } from '../../domain/account/get-me.ts';
import { updateProfile } from '../../domain/account/update-profile.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';
import { withImageUrl } from '../../plugins/file-urls.ts';

/** The signed-in student's own account. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'me', async (request, _reply, caller) => {
    const user = await getMe(request.ctx, { userId: caller.userId });
    return ok(SERVER_MESSAGES.profileRetrieved, withImageUrl(request, user));
  });

  registerEndpoint(app, 'updateProfile', async (request, _reply, caller) => {
    const user = await updateProfile(request.ctx, {
      userId: caller.userId,
      userName: request.body.userName,
      academicYear: request.body.academicYear,
    });
    return ok(SERVER_MESSAGES.profileUpdated, withImageUrl(request, user));
  });
};

export default profileRoutes;
