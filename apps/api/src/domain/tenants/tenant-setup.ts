/** Writing a tenant's own data: the tenant row, its teacher profile with testimonials, its contact record. */
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { formatIssuePath } from '../course-import/course-file-schema.ts';
import { inTransaction } from '../../db/transaction.ts';

const TENANT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

export async function upsertTenant(
  db: Kysely<Database>,
  options: { id: string; name: string; domains?: string[] | undefined; now?: Date },
): Promise<{ created: boolean }> {
  if (!TENANT_ID_PATTERN.test(options.id)) {
    throw badRequest(
      'invalid_tenant_id',
      'Tenant id must be lower-case letters, digits and dashes (at most 63).',
    );
  }
  if (!options.name.trim()) throw badRequest('invalid_tenant_name', 'Tenant name must not be empty.');
  const domains = JSON.stringify((options.domains ?? []).map((d) => d.trim().toLowerCase()).filter(Boolean));
  const existing = await db
    .selectFrom('tenants')
    .select('id')
    .where('id', '=', options.id)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('tenants')
      .set({ name: options.name.trim(), ...(options.domains ? { domains } : {}) })
      .where('id', '=', options.id)
      .execute();
    return { created: false };
  }
  await db
    .insertInto('tenants')
    .values({
      id: options.id,
      name: options.name.trim(),
      domains,
      created_at: (options.now ?? new Date()).toISOString(),
    })
    .execute();
  return { created: true };
}

const text = z.string().trim();
const count = z.number().int().nonnegative();
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');

/** The file `profile:set` reads; the parts match what GET /api/Tenant/profile shows. */
export const teacherProfileFileSchema = z.object({
  teacherName: text.min(1, 'is required'),
  photoUrl: text.nullish(),
  specialization: text.default(''),
  bio: text.default(''),
  qualifications: z.array(text).default([]),
  approach: z.array(text).default([]),
  subjects: z.array(z.object({ name: text.min(1), level: text })).default([]),
  statistics: z
    .object({
      years: count,
      studentsPassed: count,
      lessons: count,
      successRate: z.number().min(0).max(100),
      students: count,
      videos: count,
      support: text,
    })
    .partial()
    .default({}),
  footerFigures: z
    .object({ students: count, successRate: z.number().min(0).max(100), rating: z.number().min(0).max(5) })
    .partial()
    .default({}),
  theme: z.object({ primary: colour, secondary: colour }).partial().default({}),
  companyName: text.optional(),
  companyUrl: text.nullish(),
  testimonials: z
    .array(
      z.object({
        author: text.min(1),
        caption: text.default(''),
        text: text.min(1),
        rating: z.number().int().min(0).max(5).default(5),
      }),
    )
    .optional(),
});
export type TeacherProfileFile = z.input<typeof teacherProfileFileSchema>;

/** Replaces the tenant's teacher profile (and its testimonials when the file lists them). */
export async function setTeacherProfile(ctx: TenantContext, json: unknown): Promise<void> {
  const parsed = teacherProfileFileSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`);
    throw badRequest('invalid_profile_file', `Invalid profile file: ${issues.join('; ')}`);
  }
  const p = parsed.data;
  const details = JSON.stringify({
    qualifications: p.qualifications,
    approach: p.approach,
    subjects: p.subjects,
    statistics: p.statistics,
    footerFigures: p.footerFigures,
    theme: p.theme,
    ...(p.companyName ? { companyName: p.companyName } : {}),
    ...(p.companyUrl ? { companyUrl: p.companyUrl } : {}),
  });
  const row = {
    teacher_name: p.teacherName,
    photo_url: p.photoUrl ?? null,
    specialization: p.specialization,
    bio: p.bio,
    details,
    updated_at: ctx.now().toISOString(),
  };
  await inTransaction(ctx.db, async (trx) => {
    const existing = await trx
      .selectFrom('teacher_profiles')
      .select('tenant_id')
      .where('tenant_id', '=', ctx.tenantId)
      .executeTakeFirst();
    if (existing)
      await trx.updateTable('teacher_profiles').set(row).where('tenant_id', '=', ctx.tenantId).execute();
    else
      await trx
        .insertInto('teacher_profiles')
        .values({ tenant_id: ctx.tenantId, ...row })
        .execute();
    if (p.testimonials) {
      await trx.deleteFrom('testimonials').where('tenant_id', '=', ctx.tenantId).execute();
      if (p.testimonials.length > 0) {
        await trx
          .insertInto('testimonials')
          .values(
            p.testimonials.map((t, position) => ({
              tenant_id: ctx.tenantId,
              author: t.author,
              caption: t.caption,
              text: t.text,
              rating: t.rating,
              position,
            })),
          )
          .execute();
      }
    }
  });
}

export interface ContactInput {
  whatsapp?: string | null | undefined;
  facebook?: string | null | undefined;
  youtube?: string | null | undefined;
  tiktok?: string | null | undefined;
}

const link = (field: string, value: string | null | undefined) => {
  const v = value?.trim() ?? '';
  if (v && !/^https?:\/\/\S+$/i.test(v))
    throw badRequest('invalid_contact', `${field} must be an http(s) link or empty.`);
  return v;
};

/**
 * Sets the tenant's one contact record. Fields left undefined keep their value; an empty string
 * clears a link (the footer then shows that icon disabled).
 */
export async function setContact(ctx: TenantContext, input: ContactInput): Promise<void> {
  const whatsapp = input.whatsapp?.replace(/[\s-]/g, '');
  if (whatsapp && !/^\+?\d{8,15}$/.test(whatsapp))
    throw badRequest('invalid_contact', 'whatsapp must be a phone number (digits, optional leading +).');
  const changes = {
    ...(input.whatsapp !== undefined ? { whatsapp_number: whatsapp ?? '' } : {}),
    ...(input.facebook !== undefined ? { facebook_page: link('facebook', input.facebook) } : {}),
    ...(input.youtube !== undefined ? { youtube_channel: link('youtube', input.youtube) } : {}),
    ...(input.tiktok !== undefined ? { tiktok_channel: link('tiktok', input.tiktok) } : {}),
  };
  await inTransaction(ctx.db, async (trx) => {
    const existing = await trx
      .selectFrom('contacts')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('id')
      .executeTakeFirst();
    if (existing) {
      if (Object.keys(changes).length > 0)
        await trx
          .updateTable('contacts')
          .set(changes)
          .where('id', '=', existing.id)
          .where('tenant_id', '=', ctx.tenantId)
          .execute();
    } else {
      await trx
        .insertInto('contacts')
        .values({
          tenant_id: ctx.tenantId,
          whatsapp_number: '',
          facebook_page: '',
          youtube_channel: '',
          tiktok_channel: '',
          ...changes,
        })
        .execute();
    }
  });
}
