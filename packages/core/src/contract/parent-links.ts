/**
 * Parent links: a read-only page of a student's progress that a parent opens without an account.
 * A link is a random token (only its hash is stored) with an expiry; the student or staff can revoke
 * it. Made from the student's profile (here) or from the console (`teacher/students.ts`).
 */
import { z } from 'zod';
import { intIdInputSchema } from './common.ts';
import { envelope } from './envelope.ts';
import { courseVideosProgressSchema, quizProgressSchema } from './parents.ts';

export const parentLinkSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** the parent's phone the link was made for, if given (for the WhatsApp share) */
  parentPhone: z.string().nullable(),
});
export type ParentLink = z.infer<typeof parentLinkSchema>;

/** A link just made: the only time its URL token is shown. */
export const newParentLinkSchema = parentLinkSchema.extend({ token: z.string() });
export type NewParentLink = z.infer<typeof newParentLinkSchema>;

/** Days a parent link stays valid (default 30), and the parent's phone for the WhatsApp share. */
export const parentLinkBodySchema = z.object({
  days: z.number().int().min(1, 'At least 1 day').max(365, 'At most 365 days').default(30),
  parentPhone: z
    .string()
    .trim()
    .max(20, 'parentPhone must be an Egyptian mobile number (01 followed by 9 digits)')
    .regex(/^(01[0-9]{9})?$/, 'parentPhone must be an Egyptian mobile number (01 followed by 9 digits)')
    .optional(),
});
export type ParentLinkBody = z.input<typeof parentLinkBodySchema>;

export const parentLinkIdParamsSchema = z.object({ linkId: intIdInputSchema });
export const parentTokenParamsSchema = z.object({
  token: z
    .string()
    .trim()
    .min(20, 'Invalid link')
    .max(100, 'Invalid link')
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid link'),
});

export const myParentLinksResponseSchema = envelope(z.object({ items: z.array(parentLinkSchema) }));
export const newParentLinkResponseSchema = envelope(newParentLinkSchema);
export const parentLinkRevokedResponseSchema = envelope(z.null());

/** What the parent page shows. */
export const parentPageSchema = z.object({
  studentName: z.string(),
  expiresAt: z.string(),
  courses: z.array(courseVideosProgressSchema),
  quizzes: z.array(quizProgressSchema),
});
export type ParentPage = z.infer<typeof parentPageSchema>;
export const parentPageResponseSchema = envelope(parentPageSchema);
