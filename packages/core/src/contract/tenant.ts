/**
 * Ours: GET /api/Tenant/profile — everything the landing, about and footer show about the
 * tenant's teacher, so the figures, testimonials and theme are data, not code.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a #rrggbb colour');
const count = z.number().int().nonnegative();

export const subjectSchema = z.object({ name: z.string(), level: z.string() });
export type Subject = z.infer<typeof subjectSchema>;

/** Numbers are shown with a trailing "+" or "%" by the client (e.g. years 10 → "10+"). */
export const teacherStatisticsSchema = z.object({
  years: count,
  studentsPassed: count,
  lessons: count,
  /** percent, 0..100 */
  successRate: z.number().min(0).max(100),
  students: count,
  videos: count,
  /** shown as is, e.g. "24/7" */
  support: z.string(),
});
export type TeacherStatistics = z.infer<typeof teacherStatisticsSchema>;

export const footerFiguresSchema = z.object({
  students: count,
  successRate: z.number().min(0).max(100),
  /** 0..5 */
  rating: z.number().min(0).max(5),
});
export type FooterFigures = z.infer<typeof footerFiguresSchema>;

export const testimonialSchema = z.object({
  author: z.string(),
  caption: z.string(),
  text: z.string(),
  rating: z.number().min(0).max(5),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const themeSchema = z.object({ primary: hexColourSchema, secondary: hexColourSchema });
export type Theme = z.infer<typeof themeSchema>;

export const tenantProfileSchema = z.object({
  tenantId: z.string(),
  teacherName: z.string(),
  photoUrl: z.string().nullable(),
  specialization: z.string(),
  bio: z.string(),
  qualifications: z.array(z.string()),
  approach: z.array(z.string()),
  subjects: z.array(subjectSchema),
  statistics: teacherStatisticsSchema,
  footerFigures: footerFiguresSchema,
  testimonials: z.array(testimonialSchema),
  theme: themeSchema,
  /** The software company credited on the copyright line. */
  companyName: z.string(),
  companyUrl: z.string().nullable(),
});
export type TenantProfile = z.infer<typeof tenantProfileSchema>;

export const tenantProfileResponseSchema = envelope(tenantProfileSchema);
export type TenantProfileResponse = z.infer<typeof tenantProfileResponseSchema>;
