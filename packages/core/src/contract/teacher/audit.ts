/** The audit log: every change made in the console, who made it, when, before and after. */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error } from '../envelope.ts';
import { isoDateTimeSchema } from '../common.ts';
import type { EndpointDefinition } from '../endpoint-definition.ts';
import { TEACHER_ENDPOINT_ROUTES } from './routes.ts';
import { consolePageSchema, consolePagingQuerySchema } from './common.ts';

/**
 * Every action the console records (`<entity>.<verb>`): the server's audit entries are typed by
 * it, and the console has a sentence for each.
 */
export const AUDIT_ACTIONS = [
  'announcement.send',
  'bank-question.broken',
  'bank-question.create',
  'bank-question.delete',
  'bank-question.import',
  'bank-question.restored',
  'bank-question.update',
  'book.create',
  'book.delete',
  'book.image',
  'book.update',
  'code_batch.create',
  'code_batch.download',
  'code_batch.revoke',
  'course.archive',
  'course.create',
  'course.delete',
  'course.duplicate',
  'course.honour-board-home',
  'course.image',
  'course.unarchive',
  'course.update',
  'course.videoViewLimit',
  'discount_code.create',
  'discount_code.disable',
  'enrolment.create',
  'enrolment.delete',
  'exam.save',
  'lesson.attachment',
  'lesson.attachment.remove',
  'lesson.create',
  'lesson.move',
  'lesson.reorder',
  'lesson.update',
  'lesson.video',
  'lesson.videoViewLimit',
  'message-channel.save',
  'message-template.reset',
  'message-template.save',
  'order.refund',
  'orders.export',
  'parent_link.create',
  'parent_link.revoke',
  'payment_settings.update',
  'profile.photo',
  'profile.update',
  'quiz.import',
  'quiz.rescore',
  'quiz.update',
  'staff.create',
  'staff.delete',
  'staff.permissions',
  'student.deactivate',
  'student.password_reset_sent',
  'student.reactivate',
  'student.reset_devices',
  'students.export',
  'testimonial.create',
  'testimonial.hide',
  'testimonial.reorder',
  'testimonial.show',
  'testimonial.update',
  'unit.create',
  'unit.reorder',
  'unit.update',
  'video.viewsGranted',
  'video_host_settings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
