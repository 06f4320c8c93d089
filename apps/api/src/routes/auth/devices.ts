import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { resetStudentDevices } from '../../domain/auth/devices.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';

/** Staff clear a student's registered devices (and so end their sessions). */
const deviceRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'resetStudentDevices', async (request) => {
    const result = await resetStudentDevices(request.ctx, { studentId: request.params.studentId });
    return ok(SERVER_MESSAGES.devicesReset, result);
  });
};

export default deviceRoutes;
