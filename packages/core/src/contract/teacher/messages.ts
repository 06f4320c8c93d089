/**
 * Messages to students and parents: the Admin's channels (WhatsApp Cloud API, an SMS gateway),
 * announcements by the staff, and the message log.
 */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error } from '../envelope.ts';
import { gradeSchema, guidInputSchema, queryInt, requiredText } from '../common.ts';
import type { EndpointDefinition } from '../endpoint-definition.ts';
import { TEACHER_ENDPOINT_ROUTES } from './routes.ts';

/** A stored secret as the console sees it: masked ("••••3f9a"), or null when none is stored. */
const maskedSecret = z.string().nullable();
/** A secret in a save: absent keeps the stored one. */
const secretInput = (label: string) => requiredText(500, label).optional();
const templateName = z
  .string()
  .trim()
  .min(1, 'Template name is required')
  .max(512)
  .regex(/^[a-z0-9_]+$/, 'Template names are lower-case letters, digits and _');

export const MESSAGE_EVENTS = ['announcement', 'quizResult'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const whatsAppChannelSchema = z.object({
  enabled: z.boolean(),
  phoneNumberId: z.string(),
  /** the approved templates' language code, e.g. "ar" */
  language: z.string(),
  templates: z.object({ announcement: z.string(), quizResult: z.string() }),
  accessToken: maskedSecret,
  appSecret: maskedSecret,
  verifyToken: maskedSecret,
  /** where Meta sends delivery statuses and replies (the app's webhook address) */
  webhookPath: z.string(),
});

export const smsChannelSchema = z.object({
  enabled: z.boolean(),
  url: z.string(),
  sender: z.string(),
  token: maskedSecret,
});

export const messageChannelsSchema = z.object({ whatsapp: whatsAppChannelSchema, sms: smsChannelSchema });
export type MessageChannels = z.infer<typeof messageChannelsSchema>;

export const saveWhatsAppChannelBodySchema = z.object({
  enabled: z.boolean(),
  phoneNumberId: z
    .string()
    .trim()
    .regex(/^[0-9]{5,30}$/, 'The phone number ID is the digits Meta shows'),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'A language code such as ar or en_US')
    .default('ar'),
  templates: z.object({ announcement: templateName, quizResult: templateName }),
  accessToken: secretInput('Access token'),
  appSecret: secretInput('App secret'),
  verifyToken: secretInput('Verify token'),
});
export type SaveWhatsAppChannelBody = z.input<typeof saveWhatsAppChannelBodySchema>;

export const saveSmsChannelBodySchema = z.object({
  enabled: z.boolean(),
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/[^\s]+$/, 'The provider address starts with https://'),
  sender: requiredText(11, 'Sender name'),
  token: secretInput('API token'),
});
export type SaveSmsChannelBody = z.input<typeof saveSmsChannelBodySchema>;

export const announceBodySchema = z
  .object({
    audience: z.enum(['all', 'course', 'grade']),
    courseId: guidInputSchema.optional(),
    grade: gradeSchema.optional(),
    to: z.enum(['parents', 'students', 'both']).default('parents'),
    text: requiredText(900, 'Announcement'),
  })
  .refine((body) => body.audience !== 'course' || body.courseId, {
    message: 'Choose the course',
    path: ['courseId'],
  })
  .refine((body) => body.audience !== 'grade' || body.grade, {
    message: 'Choose the grade',
    path: ['grade'],
  });
export type AnnounceBody = z.input<typeof announceBodySchema>;

export const announceResultSchema = z.object({
  /** messages queued (some may wait for the morning) */
  queued: z.number().int(),
  /** of those, held until 08:00 Cairo time */
  heldUntilMorning: z.number().int(),
  optedOut: z.number().int(),
  withoutPhone: z.number().int(),
});

export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;

export const messageLogQuerySchema = z.object({
  studentId: guidInputSchema.optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
  beforeId: queryInt({ min: 1, max: 2_147_483_647, default: 2_147_483_647 }),
  limit: queryInt({ min: 1, max: 100, default: 50 }),
});

export const messageLogEntrySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  studentId: z.string().nullable(),
  studentName: z.string().nullable(),
  recipient: z.enum(['student', 'parent']),
  /** masked except the last digits */
  phone: z.string(),
  channel: z.enum(['whatsapp', 'sms', 'push']),
  params: z.array(z.string()),
  status: z.enum(MESSAGE_STATUSES),
  /** why it failed or was skipped, or the last retried failure */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sendAfter: z.string(),
  sentAt: z.string().nullable(),
});

export const messageLogSchema = z.object({
  items: z.array(messageLogEntrySchema),
  counts: z.record(z.enum(MESSAGE_STATUSES), z.number().int()),
});

export const messagesEndpoints = {
  teacherMessageChannels: {
    ...TEACHER_ENDPOINT_ROUTES.teacherMessageChannels,
    response: envelope(messageChannelsSchema),
    error,
    ours: true,
    summary: "The tenant's message channels, secrets masked (Admin only).",
  },
  teacherWhatsAppChannelSave: {
    ...TEACHER_ENDPOINT_ROUTES.teacherWhatsAppChannelSave,
    body: saveWhatsAppChannelBodySchema,
    response: envelope(messageChannelsSchema),
    error,
    ours: true,
    summary:
      'Save the WhatsApp Cloud API channel; secrets are sealed, an omitted secret is kept (Admin only).',
  },
  teacherSmsChannelSave: {
    ...TEACHER_ENDPOINT_ROUTES.teacherSmsChannelSave,
    body: saveSmsChannelBodySchema,
    response: envelope(messageChannelsSchema),
    error,
    ours: true,
    summary: 'Save the SMS gateway channel; the token is sealed, an omitted one is kept (Admin only).',
  },
  teacherAnnounce: {
    ...TEACHER_ENDPOINT_ROUTES.teacherAnnounce,
    body: announceBodySchema,
    response: envelope(announceResultSchema),
    error,
    ours: true,
    summary: 'Announce to the parents (or students) of a course, a grade or everyone; one message each.',
  },
  teacherMessageLog: {
    ...TEACHER_ENDPOINT_ROUTES.teacherMessageLog,
    query: messageLogQuerySchema,
    response: envelope(messageLogSchema),
    error,
    ours: true,
    summary: 'Sent, waiting, failed and skipped messages, newest first; per student with studentId.',
  },
} as const satisfies Record<string, EndpointDefinition>;
