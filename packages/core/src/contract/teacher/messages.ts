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

export const MESSAGE_EVENTS = [
  'announcement',
  'quizResult',
  'examResult',
  'unitOpened',
  'idleStudent',
  'weeklySummary',
  'paymentReceipt',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/**
 * What each event's message may say, in the order a message stores them (`params`); every event
 * also has `stopLink`, the recipient's own opt-out link. A WhatsApp template lists which of these
 * fill its {{1}}, {{2}}, …; an SMS text names them in braces ("{student}").
 */
export const MESSAGE_VARIABLES = {
  announcement: ['student', 'text'],
  quizResult: ['student', 'lesson', 'score'],
  examResult: ['student', 'exam', 'score'],
  unitOpened: ['student', 'course', 'unit'],
  idleStudent: ['student', 'days'],
  weeklySummary: ['student', 'summary', 'link'],
  paymentReceipt: ['student', 'course', 'amount', 'reference'],
} as const satisfies Record<MessageEvent, readonly string[]>;
export const STOP_LINK_VARIABLE = 'stopLink';

/** The names an event's template may use: its own variables and the opt-out link. */
export function messageVariables(event: MessageEvent): readonly string[] {
  return [...MESSAGE_VARIABLES[event], STOP_LINK_VARIABLE];
}

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
  /** absent keeps the stored names; each event's template is edited on its own (message-templates) */
  templates: z.object({ announcement: templateName, quizResult: templateName }).optional(),
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

export const announcePreviewSchema = z.object({
  /** students the audience holds */
  students: z.number().int(),
  /** messages the announcement would queue (phones that did not opt out) */
  recipients: z.number().int(),
  optedOut: z.number().int(),
  withoutPhone: z.number().int(),
  /** whether they would wait for 08:00 Cairo time */
  heldUntilMorning: z.boolean(),
  /** the first recipient's message as the channel would send it (null: nobody to send to) */
  sample: z.string().nullable(),
});
export type AnnouncePreview = z.infer<typeof announcePreviewSchema>;

export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;

export const messageLogQuerySchema = z.object({
  studentId: guidInputSchema.optional(),
  /** part of the student's name or of the phone the message went to */
  search: z.string().trim().max(100).optional(),
  event: z.enum(MESSAGE_EVENTS).optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
  beforeId: queryInt({ min: 1, max: 2_147_483_647, default: 2_147_483_647 }),
  limit: queryInt({ min: 1, max: 100, default: 50 }),
});

export const messageLogEntrySchema = z.object({
  id: z.number().int(),
  event: z.enum(MESSAGE_EVENTS),
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

export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;

export const messageLogSchema = z.object({
  items: z.array(messageLogEntrySchema),
  counts: z.record(z.enum(MESSAGE_STATUSES), z.number().int()),
});

/** One event's template as the console edits it; `custom` false: the Arabic default is in use. */
export const messageTemplateSchema = z.object({
  event: z.enum(MESSAGE_EVENTS),
  /** the names this event's template may use, in the order messages store them */
  variables: z.array(z.string()),
  whatsappName: z.string(),
  whatsappLanguage: z.string(),
  /** the variables filling the approved template's {{1}}, {{2}}, … in order */
  whatsappParams: z.array(z.string()),
  smsText: z.string(),
  custom: z.boolean(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplatesSchema = z.object({ items: z.array(messageTemplateSchema) });

/** An event named in the query (a template is the tenant's own per event, not a record of an id). */
export const messageEventQuerySchema = z.object({ event: z.enum(MESSAGE_EVENTS) });

/**
 * A template within the providers' rules: WhatsApp's approved template name (lower-case letters,
 * digits and _), its language code, and up to ten body parameters, each a variable of the event;
 * the SMS text (at most 600 characters) whose {placeholders} must be variables of the event.
 * Which variables belong to the event is checked by the server (it knows the event from the path).
 */
export const saveMessageTemplateBodySchema = z.object({
  event: z.enum(MESSAGE_EVENTS),
  whatsappName: templateName,
  whatsappLanguage: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'A language code such as ar or en_US'),
  whatsappParams: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{1,40}$/, 'A template parameter is the name of one of the event’s values'),
    )
    .max(10, 'At most 10 template parameters'),
  smsText: requiredText(600, 'SMS text'),
});
export type SaveMessageTemplateBody = z.input<typeof saveMessageTemplateBodySchema>;

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'retrying'] as const;
export const messageJobsQuerySchema = z.object({
  state: z.enum(JOB_STATES).optional(),
  beforeId: queryInt({ min: 1, max: 2_147_483_647, default: 2_147_483_647 }),
  limit: queryInt({ min: 1, max: 100, default: 50 }),
});
export const messageJobSchema = z.object({
  id: z.number().int(),
  /** the kind of work, e.g. "messages.send" */
  name: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** when it runs next (a retry's time after a failed run) */
  runAt: z.string(),
  /** the reason of the last failed run */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** the message a send job is for, when it is one */
  messageId: z.number().int().nullable(),
});
export const messageJobsSchema = z.object({
  items: z.array(messageJobSchema),
  counts: z.record(z.enum(JOB_STATES), z.number().int()),
});
export type MessageJobs = z.infer<typeof messageJobsSchema>;

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
  teacherAnnouncePreview: {
    ...TEACHER_ENDPOINT_ROUTES.teacherAnnouncePreview,
    body: announceBodySchema,
    response: envelope(announcePreviewSchema),
    error,
    ours: true,
    summary: 'What an announcement would send: recipients, opted out, without a phone, and a sample.',
  },
  teacherMessageTemplates: {
    ...TEACHER_ENDPOINT_ROUTES.teacherMessageTemplates,
    response: envelope(messageTemplatesSchema),
    error,
    ours: true,
    summary: "Every event's message template, the Arabic default where none was saved (Admin only).",
  },
  teacherMessageTemplateSave: {
    ...TEACHER_ENDPOINT_ROUTES.teacherMessageTemplateSave,
    body: saveMessageTemplateBodySchema,
    response: envelope(messageTemplateSchema),
    error,
    ours: true,
    summary: "Save one event's WhatsApp template name, language, parameters and SMS text (Admin only).",
  },
  teacherMessageTemplateReset: {
    ...TEACHER_ENDPOINT_ROUTES.teacherMessageTemplateReset,
    query: messageEventQuerySchema,
    response: envelope(messageTemplateSchema),
    error,
    ours: true,
    summary: "Go back to one event's Arabic default template (Admin only).",
  },
  teacherMessageJobs: {
    ...TEACHER_ENDPOINT_ROUTES.teacherMessageJobs,
    query: messageJobsQuerySchema,
    response: envelope(messageJobsSchema),
    error,
    ours: true,
    summary: "The tenant's background jobs, newest first: queued, running, done, failed, retried.",
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
