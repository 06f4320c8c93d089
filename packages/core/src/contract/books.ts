/** Books shown on the landing page, on the original's paths and shapes. */
import { z } from 'zod';
import {
  gradeSchema,
  intIdInputSchema,
  intIdSchema,
  isoDateTimeSchema,
  pagingQuerySchema,
} from './common.ts';
import { envelope } from './envelope.ts';

export const bookSchema = z.object({
  id: intIdSchema,
  title: z.string(),
  description: z.string(),
  imagePath: z.string().nullable(),
  price: z.number().nonnegative(),
  grade: gradeSchema,
  active: z.boolean(),
  createdAt: isoDateTimeSchema,
  modifiedAt: isoDateTimeSchema,
});
export type Book = z.infer<typeof bookSchema>;

export const bookListDataSchema = z.object({
  books: z.array(bookSchema),
  totalCount: z.number().int().nonnegative(),
  pageNumber: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
});
export type BookListData = z.infer<typeof bookListDataSchema>;

// GET /api/Book/active?pageNumber&pageSize
export const activeBooksQuerySchema = pagingQuerySchema;
export type ActiveBooksQuery = z.input<typeof activeBooksQuerySchema>;
export const activeBooksResponseSchema = envelope(bookListDataSchema);
export type ActiveBooksResponse = z.infer<typeof activeBooksResponseSchema>;

// GET /api/Book/active/grade/{grade}?pageNumber&pageSize
// The grade in the path is any text the server normalises with the grade rule ('2', '1st Secondary'…).
export const activeBooksByGradeParamsSchema = z.object({
  grade: z.string().trim().min(1).max(50, 'grade must be at most 50 characters'),
});
export type ActiveBooksByGradeParams = z.input<typeof activeBooksByGradeParamsSchema>;
export const activeBooksByGradeQuerySchema = pagingQuerySchema;
export const activeBooksByGradeResponseSchema = envelope(bookListDataSchema);

// GET /api/Book/{id}
export const bookParamsSchema = z.object({ id: intIdInputSchema });
export type BookParams = z.input<typeof bookParamsSchema>;
export const bookResponseSchema = envelope(bookSchema);
export type BookResponse = z.infer<typeof bookResponseSchema>;
