import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { addStaff, listStaff, removeStaff, setStaffPermissions } from '../../../domain/staff/index.ts';
import { done, ok, registerEndpoint } from '../../register-endpoint.ts';

/** The teacher adds and removes assistants (Admin only). */
const staffRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'teacherStaff', async (request) => {
    const items = await listStaff(request.ctx);
    return ok(SERVER_MESSAGES.staffRetrieved, { items });
  });

  registerEndpoint(app, 'teacherStaffAdd', async (request, _reply, caller) => {
    const data = await addStaff(request.ctx, { caller, ...request.body });
    return ok(SERVER_MESSAGES.staffAdded, data);
  });

  registerEndpoint(app, 'teacherStaffPermissions', async (request, _reply, caller) => {
    const data = await setStaffPermissions(request.ctx, { caller, ...request.params, ...request.body });
    return ok(SERVER_MESSAGES.staffPermissionsSaved, data);
  });

  registerEndpoint(app, 'teacherStaffRemove', async (request, _reply, caller) => {
    await removeStaff(request.ctx, { caller, ...request.params });
    return done(SERVER_MESSAGES.staffRemoved);
  });
};

export default staffRoutes;
