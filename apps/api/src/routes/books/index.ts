import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeBooksByGradeQuerySchema,
  activeBooksByGradeResponseSchema,
  activeBooksQuerySchema,
  activeBooksResponseSchema,
  bookParamsSchema,
  bookResponseSchema,
} from '@dars/core/contract';
import { getBook, listActiveBooks } from '../../domain/catalogue/books.ts';

/** The grade in the path is normalised by the spec's rule in the domain ('2', '1st Secondary'…). */
const gradeParamsSchema = z.object({
  grade: z.string().trim().min(1).max(50, 'grade must be at most 50 characters'),
});

const bookRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Book/active',
    {
      schema: {
        tags: ['Books'],
        summary: 'Active books, paged',
        querystring: activeBooksQuerySchema,
        response: { 200: activeBooksResponseSchema },
      },
    },
    async (request) => {
      const data = await listActiveBooks(request.ctx, request.query);
      return {
        success: true,
        message: data.totalCount ? 'Books retrieved successfully.' : 'No books found.',
        data,
      };
    },
  );

  app.get(
    '/api/Book/active/grade/:grade',
    {
      schema: {
        tags: ['Books'],
        summary: 'Active books of a grade, paged',
        params: gradeParamsSchema,
        querystring: activeBooksByGradeQuerySchema,
        response: { 200: activeBooksByGradeResponseSchema },
      },
    },
    async (request) => {
      const data = await listActiveBooks(request.ctx, { ...request.query, grade: request.params.grade });
      return {
        success: true,
        message: data.totalCount ? 'Books retrieved successfully.' : 'No books found.',
        data,
      };
    },
  );

  app.get(
    '/api/Book/:id',
    {
      schema: {
        tags: ['Books'],
        summary: 'One active book',
        params: bookParamsSchema,
        response: { 200: bookResponseSchema },
      },
    },
    async (request) => {
      const data = await getBook(request.ctx, { id: request.params.id });
      return { success: true, message: 'Book retrieved successfully.', data };
    },
  );
};

export default bookRoutes;
