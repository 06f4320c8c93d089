import { z } from 'zod';
import { lowerPagingQuerySchema, pageNumberQuery, pageSizeQuery } from '@dars/core/contract';

/**
 * CourseActive's query: the original's lower-case paging names (camel-case accepted too), and a
 * grade taken as any text and normalised by the spec's rule in the domain ('1st Secondary', '2'
 * and 'secondary3' all name a grade), so it is looser than the contract's exact-name grade.
 */
export const courseActiveQuerySchema = lowerPagingQuerySchema.extend({
  grade: z.string().trim().max(50, 'grade must be at most 50 characters').optional(),
  pageNumber: pageNumberQuery.optional(),
  pageSize: pageSizeQuery.optional(),
});
