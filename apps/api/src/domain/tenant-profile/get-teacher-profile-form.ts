import type { ContactLinks, TeacherProfileForm } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { getTenantProfile } from './get-tenant-profile.ts';

/** The tenant's first contact record as the form's links (empty text where none). */
export async function contactLinksOf(
  db: Kysely<Database>,
  tenantId: string,
): Promise<ContactLinks & { id: number | null }> {
  const row = await db
    .selectFrom('contacts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .executeTakeFirst();
  return {
    id: row?.id ?? null,
    whatsappNumber: row?.whatsapp_number ?? '',
    facebookPage: row?.facebook_page ?? '',
    youtubeChannel: row?.youtube_channel ?? '',
    tiktokChannel: row?.tiktok_channel ?? '',
  };
}

/** The profile form: what the home page shows (defaults filled in as there), its version and the contact links. */
export async function getTeacherProfileForm(ctx: TenantContext): Promise<TeacherProfileForm> {
  const [profile, row, contacts] = await Promise.all([
    getTenantProfile(ctx),
    ctx.db
      .selectFrom('teacher_profiles')
      .select('version')
      .where('tenant_id', '=', ctx.tenantId)
      .executeTakeFirst(),
    contactLinksOf(ctx.db, ctx.tenantId),
  ]);
  if (!row) throw notFound(SERVER_MESSAGES.tenantProfileNotFound);
  const { id: _id, ...links } = contacts;
  return {
    version: Number(row.version),
    photoUrl: profile.photoUrl,
    teacherName: profile.teacherName,
    specialization: profile.specialization,
    bio: profile.bio,
    qualifications: profile.qualifications,
    subjects: profile.subjects,
    statistics: profile.statistics,
    contacts: links,
  };
}
