import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  courseTreeWithProgressQuerySchema,
  courseTreeWithProgressResponseSchema,
  lessonCompleteBodySchema,
  lessonCompleteResponseSchema,
  lessonContentParamsSchema,
  lessonContentResponseSchema,
  unitLessonsParamsSchema,
  unitLessonsQuerySchema,
  unitLessonsResponseSchema,
  unitTreeWithProgressQuerySchema,
  unitTreeWithProgressResponseSchema,
} from '@dars/core/contract';
import { unauthorized } from '../../errors.ts';
import { completeLesson } from '../../domain/learning/complete-lesson.ts';
import { getCourseTreeWithProgressJson } from '../../domain/learning/get-course-tree-with-progress.ts';
import { getLessonContent } from '../../domain/learning/get-lesson-content.ts';
import { getUnitTreeWithProgress, listUnitLessons } from '../../domain/learning/get-unit-with-progress.ts';
import { bothPrefixes } from '../catalogue/route-helpers.ts';

/** The signed-in caller's id (requireAuth has run). */
export function callerId(request: FastifyRequest): string {
  if (!request.caller) throw unauthorized();
  return request.caller.userId;
}

const learningRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  for (const url of bothPrefixes('/Course/tree-course-with-progress')) {
    app.get(
      url,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['Learning'],
          summary:
            "The course player's tree with the caller's progress (enrolled students, or any student when open to all)",
          querystring: courseTreeWithProgressQuerySchema,
          response: { 200: courseTreeWithProgressResponseSchema },
        },
      },
      async (request, reply) => {
        // pre-rendered JSON (see getCourseTreeWithProgressJson); same shape as the declared schema
        const data = await getCourseTreeWithProgressJson(request.ctx, {
          userId: callerId(request),
          courseId: request.query.courseid,
        });
        const untyped: FastifyReply = reply; // a string is sent as is, past the schema's serializer
        return untyped
          .type('application/json; charset=utf-8')
          .send(`{"success":true,"message":"Course tree retrieved successfully.","data":${data}}`);
      },
    );
  }

  for (const url of bothPrefixes('/Course/tree-unit-with-progress')) {
    app.get(
      url,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['Learning'],
          summary: "One unit with the caller's progress (unit-code owner, or holder of its course)",
          querystring: unitTreeWithProgressQuerySchema,
          response: { 200: unitTreeWithProgressResponseSchema },
        },
      },
      async (request) => {
        const data = await getUnitTreeWithProgress(request.ctx, {
          userId: callerId(request),
          unitId: request.query.unitId,
        });
        return { success: true, message: 'Unit retrieved successfully.', data };
      },
    );
  }

  app.get(
    '/api/Unit/:id/lessons',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['Learning'],
        summary: "A page of a unit's lessons with the caller's progress",
        params: unitLessonsParamsSchema,
        querystring: unitLessonsQuerySchema,
        response: { 200: unitLessonsResponseSchema },
      },
    },
    async (request) => {
      const data = await listUnitLessons(request.ctx, {
        userId: callerId(request),
        unitId: request.params.id,
        pageNumber: request.query.pageNumber,
        pageSize: request.query.pageSize,
      });
      return { success: true, message: 'Unit lessons retrieved successfully.', data };
    },
  );

  for (const url of bothPrefixes('/Student/contentlesson/:id')) {
    app.get(
      url,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['Learning'],
          summary:
            'Lesson content after the entitlement, 7-day window and quiz-lock checks (quizzes without correctness)',
          params: lessonContentParamsSchema,
          response: { 200: lessonContentResponseSchema },
        },
      },
      async (request) => {
        const data = await getLessonContent(request.ctx, {
          userId: callerId(request),
          lessonId: request.params.id,
          signMedia: app.lessonMediaSigner(request),
        });
        return { success: true, message: 'Lesson content retrieved successfully.', data };
      },
    );
  }

  for (const url of bothPrefixes('/Student/lesson-complete')) {
    app.post(
      url,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['Learning'],
          summary: 'Marks a video lesson the caller may open as completed (idempotent)',
          body: lessonCompleteBodySchema,
          response: { 200: lessonCompleteResponseSchema },
        },
      },
      async (request) => {
        const data = await completeLesson(request.ctx, {
          userId: callerId(request),
          lessonId: request.body.lessonId,
        });
        return { success: true, message: 'Lesson completed.', data };
      },
    );
  }
};

export default learningRoutes;
