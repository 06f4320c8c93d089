/** The teacher's books: every book of the tenant, active or not, to add, edit and delete. */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error } from '../envelope.ts';
import { gradeSchema, intIdInputSchema, intIdSchema, isoDateTimeSchema } from '../common.ts';
import type { EndpointDefinition } from '../endpoint-definition.ts';
import { TEACHER_ENDPOINT_ROUTES } from './routes.ts';
import {
  consolePageSchema,
  consolePagingQuerySchema,
  versionQueryValueSchema,
  versionSchema,
} from './common.ts';

export const bookFieldsSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(4000),
  price: z.number().min(0).max(100_000),
  grade: gradeSchema,
  active: z.boolean(),
});

export const consoleBookSchema = bookFieldsSchema.extend({
  id: intIdSchema,
  imagePath: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  modifiedAt: isoDateTimeSchema,
  version: versionSchema,
});
export type ConsoleBook = z.infer<typeof consoleBookSchema>;

export const consoleBookParamsSchema = z.object({ id: intIdInputSchema });

export const booksEndpoints = {
  teacherBooksList: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBooksList,
    query: consolePagingQuerySchema,
    response: envelope(consolePageSchema(consoleBookSchema)),
    error,
    ours: true,
    summary: 'Every book of the tenant, newest first, active or not (staff).',
  },
  teacherBookCreate: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBookCreate,
    body: bookFieldsSchema,
    response: envelope(consoleBookSchema),
    error,
    ours: true,
    summary: 'Adds a book.',
  },
  teacherBookUpdate: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBookUpdate,
    params: consoleBookParamsSchema,
    body: bookFieldsSchema.extend({ version: versionSchema }),
    response: envelope(consoleBookSchema),
    error,
    ours: true,
    summary: 'Edits a book against the version the form was loaded with.',
  },
  teacherBookDelete: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBookDelete,
    params: consoleBookParamsSchema,
    query: z.object({ version: versionQueryValueSchema }),
    response: envelope(z.null()),
    error,
    ours: true,
    summary: 'Deletes a book (named with the version the teacher saw).',
  },
  teacherBookImage: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBookImage,
    params: consoleBookParamsSchema,
    body: z.object({ version: z.string() }),
    response: envelope(consoleBookSchema),
    error,
    ours: true,
    summary:
      "Sets a book's image (PNG, JPEG, WebP or GIF by content, at most 5 MB) in the part named `image`.",
  },
} as const satisfies Record<string, EndpointDefinition>;
