import {
  endpoints,
  PARENT_PROGRESS_MESSAGES,
  parentProgressParamsSchema,
  parentProgressQuerySchema,
  studentQuizzesProgressResponseSchema,
  studentVideosProgressResponseSchema,
} from '@dars/core/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findProgressStudent, getQuizzesProgress, getVideosProgress } from '../../domain/parents/index.ts';
import { unauthorized } from '../../errors.ts';

/** The student asked about, once the caller may see them (requireAuth has run). */
function progressStudentOf(request: FastifyRequest, phones: { parentPhone: string; studentPhone: string }) {
  if (!request.caller) throw unauthorized();
  return findProgressStudent(request.ctx, { caller: request.caller, ...phones });
}

/**
 * A child's progress by the parent's and the student's phones, on the original's paths but not
 * open to anyone: staff of the tenant, or the student themself (see findProgressStudent).
 */
const parentRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    endpoints.studentVideosProgressByParent.path,
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['Parents'],
        summary:
          "A student's video progress per enrolled course (staff of the tenant, or the student themself)",
        params: parentProgressParamsSchema,
        querystring: parentProgressQuerySchema,
        response: { 200: studentVideosProgressResponseSchema },
      },
    },
    async (request) => {
      const data = await getVideosProgress(
        request.ctx,
        await progressStudentOf(request, { ...request.params, ...request.query }),
      );
      return { success: true, message: PARENT_PROGRESS_MESSAGES.videosRetrieved, data };
    },
  );

  app.get(
    endpoints.studentQuizzesProgressByParent.path,
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['Parents'],
        summary: "A student's submitted quizzes with scores (staff of the tenant, or the student themself)",
        params: parentProgressParamsSchema,
        querystring: parentProgressQuerySchema,
        response: { 200: studentQuizzesProgressResponseSchema },
      },
    },
    async (request) => {
      const data = await getQuizzesProgress(
        request.ctx,
        await progressStudentOf(request, { ...request.params, ...request.query }),
      );
      return { success: true, message: PARENT_PROGRESS_MESSAGES.quizzesRetrieved, data };
    },
  );
};

export default parentRoutes;
