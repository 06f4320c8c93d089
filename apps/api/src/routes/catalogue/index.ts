import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  courseActiveResponseSchema,
  courseTreeQuerySchema,
  courseTreeResponseSchema,
  freeCoursesQuerySchema,
  freeCoursesResponseSchema,
} from '@dars/core/contract';
import { getCourseDetails } from '../../domain/catalogue/get-course-details.ts';
import { listActiveCourses, NO_ACTIVE_COURSES_MESSAGE } from '../../domain/catalogue/list-active-courses.ts';
import { listFreeCourses } from '../../domain/catalogue/list-free-courses.ts';
import { bothPrefixes, trustedJsonSerializer } from './route-helpers.ts';
import { courseActiveQuerySchema } from './schema.ts';

const catalogueRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  for (const url of bothPrefixes('/AdminStudent/CourseActive')) {
    app.get(
      url,
      {
        serializerCompiler: trustedJsonSerializer,
        schema: {
          tags: ['Catalogue'],
          summary: 'Active courses of a grade, paged',
          description:
            "Decision: no matching course answers 200 with an empty page and the message 'No active courses found for this grade'. " +
            'The original answered 404, which the spec client turns into exactly this (success, empty list, that message); ' +
            'answering it directly keeps that client working and spares every other client a 404 for an empty list.',
          querystring: courseActiveQuerySchema,
          response: { 200: courseActiveResponseSchema },
        },
      },
      async (request) => {
        const { query } = request;
        const page = await listActiveCourses(request.ctx, {
          grade: query.grade,
          pageNumber: query.pageNumber ?? query.pagenumber,
          pageSize: query.pageSize ?? query.pagesize,
        });
        const message =
          page.totalCount === 0 ? NO_ACTIVE_COURSES_MESSAGE : 'Active courses retrieved successfully.';
        return { success: true, message, data: page };
      },
    );
  }

  for (const url of bothPrefixes('/Course/tree')) {
    app.get(
      url,
      {
        schema: {
          tags: ['Catalogue'],
          summary: 'Public course details: the course, its units and lessons (no progress)',
          querystring: courseTreeQuerySchema,
          response: { 200: courseTreeResponseSchema },
        },
      },
      async (request) => {
        const data = await getCourseDetails(request.ctx, { courseId: request.query.courseid });
        return { success: true, message: 'Course details retrieved successfully.', data };
      },
    );
  }

  app.get(
    '/api/Course/free-courses',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Active free (price 0) courses, paged',
        querystring: freeCoursesQuerySchema,
        response: { 200: freeCoursesResponseSchema },
      },
    },
    async (request) => {
      const page = await listFreeCourses(request.ctx, request.query);
      const message =
        page.totalCount === 0 ? 'No free courses found.' : 'Free courses retrieved successfully.';
      return { success: true, message, data: page };
    },
  );
};

export default catalogueRoutes;
