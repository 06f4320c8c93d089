import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';

export interface TeacherStatistics {
  years: number;
  studentsPassed: number;
  lessons: number;
  successRate: number;
  students: number;
  videos: number;
  support: string;
}

export interface TenantProfile {
  tenantId: string;
  teacherName: string;
  photoUrl: string | null;
  specialization: string;
  bio: string;
  qualifications: string[];
  approach: string[];
  subjects: Array<{ name: string; level: string }>;
  statistics: TeacherStatistics;
  footerFigures: { students: number; successRate: number; rating: number };
  testimonials: Array<{ author: string; caption: string; text: string; rating: number }>;
  theme: { primary: string; secondary: string };
  companyName: string;
  companyUrl: string | null;
}

/** The product's marketing figures (docs/product-rules.md), used for any part a tenant's `details` leaves out. */
export const PROFILE_DEFAULTS = {
  statistics: {
    years: 10,
    studentsPassed: 500,
    lessons: 1000,
    successRate: 95,
    students: 5000,
    videos: 99,
    support: '24/7',
  },
  footerFigures: { students: 5000, successRate: 99, rating: 5 },
  theme: { primary: '#14b8a6', secondary: '#7c3aed' },
  companyName: 'Dars',
} as const;

/** The tenant's teacher profile and testimonials (landing, about and footer). */
export async function getTenantProfile(ctx: TenantContext): Promise<TenantProfile> {
  const [profile, testimonials] = await Promise.all([
    ctx.db
      .selectFrom('teacher_profiles')
      .select(['teacher_name', 'photo_url', 'specialization', 'bio', 'details'])
      .where('tenant_id', '=', ctx.tenantId)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('testimonials')
      .select(['author', 'caption', 'text', 'rating'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('hidden', '=', 0)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  if (!profile) throw notFound(SERVER_MESSAGES.tenantProfileNotFound);
  const details = record(parseJson(profile.details));
  const statistics = record(details.statistics);
  const footer = record(details.footerFigures);
  const theme = record(details.theme);
  const d = PROFILE_DEFAULTS;
  return {
    tenantId: ctx.tenantId,
    teacherName: profile.teacher_name,
    photoUrl: profile.photo_url,
    specialization: profile.specialization,
    bio: profile.bio,
    qualifications: strings(details.qualifications),
    approach: typeof details.approach === 'string' ? [details.approach] : strings(details.approach),
    subjects: Array.isArray(details.subjects)
      ? details.subjects
          .map(record)
          .map((s) => ({ name: text(s.name, ''), level: text(s.level, '') }))
          .filter((s) => s.name)
      : [],
    statistics: {
      years: count(statistics.years, d.statistics.years),
      studentsPassed: count(statistics.studentsPassed, d.statistics.studentsPassed),
      lessons: count(statistics.lessons, d.statistics.lessons),
      successRate: bounded(statistics.successRate, 100, d.statistics.successRate),
      students: count(statistics.students, d.statistics.students),
      videos: count(statistics.videos, d.statistics.videos),
      support: text(statistics.support, d.statistics.support),
    },
    footerFigures: {
      students: count(footer.students, d.footerFigures.students),
      successRate: bounded(footer.successRate, 100, d.footerFigures.successRate),
      rating: bounded(footer.rating, 5, d.footerFigures.rating),
    },
    testimonials: testimonials.map((row) => ({
      author: row.author,
      caption: row.caption,
      text: row.text,
      rating: bounded(Number(row.rating), 5, 5),
    })),
    theme: {
      primary: colour(theme.primary, d.theme.primary),
      secondary: colour(theme.secondary, d.theme.secondary),
    },
    companyName: text(details.companyName, d.companyName),
    companyUrl: typeof details.companyUrl === 'string' && details.companyUrl ? details.companyUrl : null,
  };
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return {};
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const count = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
const bounded = (value: unknown, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max ? value : fallback;
const colour = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;
