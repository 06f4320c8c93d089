/** The audit log: every change made in the console, who made it, when, before and after. */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error } from '../envelope.ts';
import { isoDateTimeSchema } from '../common.ts';
import type { EndpointDefinition } from '../endpoint-definition.ts';
import { TEACHER_ENDPOINT_ROUTES } from './routes.ts';
import { consolePageSchema, consolePagingQuerySchema } from './common.ts';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  /** `<entity>.<verb>`, e.g. `course.update` */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** the changed row as it was, and as it became (null when created or deleted) */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** the student the entry is about (a student, their enrolment or parent link); null otherwise */
  studentName: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = consolePagingQuerySchema.extend({
  actorId: z.string().trim().max(64).optional(),
  /** an action (`course.update`) or an entity type prefix (`course`) */
  action: z.string().trim().max(64).optional(),
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
});

export const auditLogResponseSchema = envelope(
  consolePageSchema(auditEntrySchema).extend({
    /** everyone who appears in the log, for the person filter */
    actors: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
);
export type AuditLogPage = NonNullable<z.infer<typeof auditLogResponseSchema>['data']>;

export const auditEndpoints = {
  teacherAuditLog: {
    ...TEACHER_ENDPOINT_ROUTES.teacherAuditLog,
    query: auditLogQuerySchema,
    response: auditLogResponseSchema,
    error,
    ours: true,
    summary: 'The console audit log, newest first, filterable by person, action and date (staff).',
  },
} as const satisfies Record<string, EndpointDefinition>;
