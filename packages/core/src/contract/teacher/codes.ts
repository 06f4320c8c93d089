/**
 * Code batches: single-use codes for a course or a unit, sold as cut-out cards. The creation
 * answer carries the plain codes; the database keeps keyed hashes to redeem by, and sealed copies
 * from which the teacher (Admin) may download a batch's unused codes again, audited. The cards are
 * rendered from codes the browser sends back (docs/decisions/0020-code-cards.md).
 */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error } from '../envelope.ts';
import { intIdInputSchema, isoDateTimeSchema } from '../common.ts';
import type { EndpointDefinition } from '../endpoint-definition.ts';
import { MAX_CODES_PER_BATCH, TEACHER_ENDPOINT_ROUTES } from './routes.ts';
import { consolePageSchema, consolePagingQuerySchema } from './common.ts';

export { MAX_CODES_PER_BATCH };

export const codeKindSchema = z.enum(['course', 'unit']);
export type CodeKind = z.infer<typeof codeKindSchema>;

/** What a batch can be made for: the tenant's courses and their units. */
export const codeTargetsResponseSchema = envelope(
  z.object({
    teacherName: z.string(),
    courses: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        units: z.array(z.object({ id: z.number().int(), name: z.string() })),
      }),
    ),
  }),
);

export const codeBatchSchema = z.object({
  id: z.number().int(),
  kind: codeKindSchema,
  /** course id, or unit id as text */
  targetId: z.string(),
  targetName: z.string(),
  /** the course a unit belongs to (for a course batch, the course itself) */
  courseId: z.string(),
  courseName: z.string(),
  label: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** true once `expiresAt` has passed */
  expired: z.boolean(),
  revokedAt: z.string().nullable(),
  created: z.number().int(),
  redeemed: z.number().int(),
  revoked: z.number().int(),
  /** neither redeemed nor revoked (still refused when the batch has expired) */
  remaining: z.number().int(),
});
export type CodeBatch = z.infer<typeof codeBatchSchema>;

export const codeBatchesResponseSchema = envelope(consolePageSchema(codeBatchSchema));
export type CodeBatchPage = NonNullable<z.infer<typeof codeBatchesResponseSchema>['data']>;

export const createCodeBatchBodySchema = z.object({
  kind: codeKindSchema,
  targetId: z.string().trim().min(1).max(64),
  count: z.number().int().min(1).max(MAX_CODES_PER_BATCH),
  label: z.string().trim().max(120).nullish(),
  /** the codes are refused from this moment on; must be in the future */
  expiresAt: isoDateTimeSchema.nullish(),
});

export const createdCodeBatchResponseSchema = envelope(
  z.object({
    batch: codeBatchSchema,
    /** the plain codes, shown this once and never again */
    codes: z.array(z.string()),
    /** the same codes as a CSV file (UTF-8 with a byte-order mark), made by the server */
    csv: z.string(),
    teacherName: z.string(),
  }),
);

export const batchIdParamsSchema = z.object({ batchId: intIdInputSchema });

export const codeCardsBodySchema = z.object({
  codes: z.array(z.string().trim().min(1).max(32)).min(1).max(MAX_CODES_PER_BATCH),
  /** the site the cards' QR codes open (the console's own origin) */
  siteOrigin: z.url({ protocol: /^https?$/ }).max(200),
});

export const codeCardsResponseSchema = envelope(
  z.object({
    fileName: z.string(),
    contentType: z.literal('application/pdf'),
    cards: z.number().int(),
    /** the A4 PDF, base64 */
    base64: z.string(),
  }),
);

export const revokedCodeBatchResponseSchema = envelope(
  z.object({ batch: codeBatchSchema, revokedNow: z.number().int() }),
);

export const codeStatusSchema = z.enum(['unused', 'redeemed', 'revoked', 'expired']);
export type CodeStatus = z.infer<typeof codeStatusSchema>;

export const codeLookupQuerySchema = z.object({ code: z.string().trim().min(1).max(32) });

export const codeLookupResponseSchema = envelope(
  z.object({
    status: codeStatusSchema,
    batch: codeBatchSchema,
    redeemedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    student: z
      .object({
        id: z.string(),
        name: z.string(),
        phone: z.string().nullable(),
        email: z.string().nullable(),
      })
      .nullable(),
  }),
);
export type CodeLookup = NonNullable<z.infer<typeof codeLookupResponseSchema>['data']>;

export const CODE_FILE_FORMATS = ['csv', 'xlsx'] as const;
export const codeBatchDownloadQuerySchema = z.object({ format: z.enum(CODE_FILE_FORMATS) });

export const codesEndpoints = {
  teacherCodeTargets: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCodeTargets,
    response: codeTargetsResponseSchema,
    error,
    ours: true,
    summary: 'The courses and units a code batch can be made for (staff).',
  },
  teacherCodeBatches: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCodeBatches,
    query: consolePagingQuerySchema,
    response: codeBatchesResponseSchema,
    error,
    ours: true,
    summary: 'Code batches, newest first, with created, redeemed, revoked and remaining counts (staff).',
  },
  teacherCreateCodeBatch: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCreateCodeBatch,
    body: createCodeBatchBodySchema,
    response: createdCodeBatchResponseSchema,
    error,
    ours: true,
    summary:
      'Create a batch of single-use codes for a course or a unit; the answer carries them once (staff).',
  },
  teacherCodeCards: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCodeCards,
    params: batchIdParamsSchema,
    body: codeCardsBodySchema,
    response: codeCardsResponseSchema,
    error,
    ours: true,
    summary:
      "The printable A4 cards of a batch's codes, sent back by the browser that received them (staff).",
  },
  teacherRevokeCodeBatch: {
    ...TEACHER_ENDPOINT_ROUTES.teacherRevokeCodeBatch,
    params: batchIdParamsSchema,
    response: revokedCodeBatchResponseSchema,
    error,
    ours: true,
    summary: 'Revoke every unredeemed code of a batch (staff).',
  },
  teacherLookupCode: {
    ...TEACHER_ENDPOINT_ROUTES.teacherLookupCode,
    query: codeLookupQuerySchema,
    response: codeLookupResponseSchema,
    error,
    ours: true,
    summary: 'Whether a code was redeemed (by whom, when), revoked or expired (staff).',
  },
  teacherCodeBatchDownload: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCodeBatchDownload,
    params: batchIdParamsSchema,
    query: codeBatchDownloadQuerySchema,
    /** a CSV or XLSX file */
    response: z.string(),
    error,
    ours: true,
    summary:
      "A batch's still-unused codes again, as a CSV or XLSX file, from their sealed copies; audited (Admin). 409 codes_not_kept for a batch made before copies were kept.",
  },
} as const satisfies Record<string, EndpointDefinition>;
