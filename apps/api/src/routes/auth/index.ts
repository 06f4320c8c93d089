import type { FastifyPluginAsync } from 'fastify';
import deviceRoutes from './devices.ts';
import emailCodeRoutes from './email-codes.ts';
import passwordRoutes from './passwords.ts';
import profileRoutes from './profile.ts';
import registerRoutes from './register.ts';
import sessionRoutes from './sessions.ts';

/** /api/Auth/*, one file per job. */
const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registerRoutes);
  await app.register(sessionRoutes);
  await app.register(emailCodeRoutes);
  await app.register(passwordRoutes);
  await app.register(deviceRoutes);
  await app.register(profileRoutes);
};

export default authRoutes;
