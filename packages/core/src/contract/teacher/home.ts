/** The home page's content: the teacher's profile with contact links, and the testimonials. */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error } from '../envelope.ts';
import { intIdInputSchema, intIdSchema, requiredText } from '../common.ts';
import { socialLinkState } from '../../rules/display.ts';
import type { EndpointDefinition } from '../endpoint-definition.ts';
import { TEACHER_ENDPOINT_ROUTES } from './routes.ts';
import { versionSchema } from './common.ts';

const line = (max: number) => z.string().trim().max(max);
const count = z.number().int().min(0).max(10_000_000);
/** an http(s) link (a bare `facebook.com/x` is taken as https); empty = none; no other scheme */
const link = z
  .string()
  .trim()
  .max(300)
  .refine(
    (value) => value === '' || socialLinkState(value).state === 'available',
    'must be an http(s) link, such as https://www.facebook.com/your.page',
  );

export const profileStatisticsSchema = z.object({
  years: count,
  studentsPassed: count,
  lessons: count,
  successRate: z.number().int().min(0).max(100),
  students: count,
  videos: count,
  support: line(40),
});

export const contactLinksSchema = z.object({
  whatsappNumber: z
    .string()
    .trim()
    .max(20)
    .regex(/^\+?\d*$/, 'WhatsApp number must be digits only'),
  facebookPage: link,
  youtubeChannel: link,
  tiktokChannel: link,
});
export type ContactLinks = z.infer<typeof contactLinksSchema>;

export const teacherProfileFieldsSchema = z.object({
  teacherName: requiredText(100, 'teacherName'),
  specialization: line(200),
  bio: line(4000),
  qualifications: z.array(line(300).min(1)).max(30),
  subjects: z.array(z.object({ name: line(100).min(1), level: line(100) })).max(30),
  statistics: profileStatisticsSchema,
  contacts: contactLinksSchema,
});

/** As stored: rows saved before a rule tightened are still shown (and fixed) in the console. */
export const teacherProfileSchema = teacherProfileFieldsSchema.extend({
  teacherName: z.string(),
  contacts: z.object({
    whatsappNumber: z.string(),
    facebookPage: z.string(),
    youtubeChannel: z.string(),
    tiktokChannel: z.string(),
  }),
  version: versionSchema,
  photoUrl: z.string().nullable(),
});
export type TeacherProfileForm = z.infer<typeof teacherProfileSchema>;

export const saveTeacherProfileBodySchema = teacherProfileFieldsSchema.extend({ version: versionSchema });

export const testimonialFieldsSchema = z.object({
  author: line(100).min(1),
  caption: line(200),
  text: line(2000).min(1),
  rating: z.number().int().min(1).max(5),
  /** hidden testimonials stay in the console but leave the home page */
  hidden: z.boolean(),
});

export const consoleTestimonialSchema = testimonialFieldsSchema.extend({
  id: intIdSchema,
  position: z.number().int(),
  version: versionSchema,
});
export type ConsoleTestimonial = z.infer<typeof consoleTestimonialSchema>;

export const testimonialParamsSchema = z.object({ id: intIdInputSchema });

export const homeEndpoints = {
  teacherProfileGet: {
    ...TEACHER_ENDPOINT_ROUTES.teacherProfileGet,
    response: envelope(teacherProfileSchema),
    error,
    ours: true,
    summary: "The teacher's profile and contact links as the home page shows them (staff).",
  },
  teacherProfileSave: {
    ...TEACHER_ENDPOINT_ROUTES.teacherProfileSave,
    body: saveTeacherProfileBodySchema,
    response: envelope(teacherProfileSchema),
    error,
    ours: true,
    summary: "Saves the teacher's name, bio, qualifications, subjects, statistics and contact links.",
  },
  teacherProfilePhoto: {
    ...TEACHER_ENDPOINT_ROUTES.teacherProfilePhoto,
    body: z.object({ version: z.string() }),
    response: envelope(teacherProfileSchema),
    error,
    ours: true,
    summary:
      "Sets the teacher's photo (PNG, JPEG, WebP or GIF by content, at most 5 MB) in the part named `image`.",
  },
  teacherTestimonialsList: {
    ...TEACHER_ENDPOINT_ROUTES.teacherTestimonialsList,
    response: envelope(z.array(consoleTestimonialSchema)),
    error,
    ours: true,
    summary: 'Every testimonial in home-page order, hidden ones included (staff).',
  },
  teacherTestimonialCreate: {
    ...TEACHER_ENDPOINT_ROUTES.teacherTestimonialCreate,
    body: testimonialFieldsSchema,
    response: envelope(consoleTestimonialSchema),
    error,
    ours: true,
    summary: 'Adds a testimonial at the end of the list.',
  },
  teacherTestimonialUpdate: {
    ...TEACHER_ENDPOINT_ROUTES.teacherTestimonialUpdate,
    params: testimonialParamsSchema,
    body: testimonialFieldsSchema.extend({ version: versionSchema }),
    response: envelope(consoleTestimonialSchema),
    error,
    ours: true,
    summary: 'Edits, hides or shows a testimonial.',
  },
  teacherTestimonialsReorder: {
    ...TEACHER_ENDPOINT_ROUTES.teacherTestimonialsReorder,
    body: z.object({ ids: z.array(intIdSchema).min(1).max(500) }),
    response: envelope(z.array(consoleTestimonialSchema)),
    error,
    ours: true,
    summary: 'Puts the testimonials in the given order (every id once).',
  },
} as const satisfies Record<string, EndpointDefinition>;
