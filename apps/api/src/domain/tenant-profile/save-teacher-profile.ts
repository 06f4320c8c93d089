import type { TeacherProfileForm } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { contactLinksOf, getTeacherProfileForm } from './get-teacher-profile-form.ts';
import { auditedWrite } from '../audit/audited-write.ts';

export interface SaveTeacherProfileOptions {
  caller: Caller;
  body: Omit<TeacherProfileForm, 'photoUrl'>;
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * Saves the teacher's name, bio, qualifications, subjects, statistics and contact links against
 * the profile's version (409 when stale, nothing written). Parts of `details` the form does not
 * edit (approach, footer figures, theme, company) are kept as they were.
 */
export async function saveTeacherProfile(
  ctx: TenantContext,
  options: SaveTeacherProfileOptions,
): Promise<TeacherProfileForm> {
  const { body } = options;
  const before = await getTeacherProfileForm(ctx);
  await auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    const row = await trx
      .selectFrom('teacher_profiles')
      .select(['details', 'version'])
      .where('tenant_id', '=', ctx.tenantId)
      .executeTakeFirst();
    if (!row) throw notFound(SERVER_MESSAGES.tenantProfileNotFound);
    const details = {
      ...parseDetails(row.details),
      qualifications: body.qualifications,
      subjects: body.subjects,
      statistics: body.statistics,
    };
    const updated = await trx
      .updateTable('teacher_profiles')
      .set((eb) => ({
        teacher_name: body.teacherName,
        specialization: body.specialization,
        bio: body.bio,
        details: JSON.stringify(details),
        updated_at: ctx.now().toISOString(),
        version: eb('version', '+', 1),
      }))
      .where('tenant_id', '=', ctx.tenantId)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict('stale_version', SERVER_MESSAGES.staleVersion);

    const contacts = await contactLinksOf(trx, ctx.tenantId);
    const values = {
      whatsapp_number: orNull(body.contacts.whatsappNumber),
      facebook_page: orNull(body.contacts.facebookPage),
      youtube_channel: orNull(body.contacts.youtubeChannel),
      tiktok_channel: orNull(body.contacts.tiktokChannel),
    };
    if (contacts.id === null) {
      await trx
        .insertInto('contacts')
        .values({ tenant_id: ctx.tenantId, ...values })
        .execute();
    } else {
      await trx
        .updateTable('contacts')
        .set(values)
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', contacts.id)
        .execute();
    }
    const { version: _v, ...after } = body;
    const { version: _b, photoUrl: _p, ...was } = before;
    await audit({
      action: 'profile.update',
      entityType: 'profile',
      entityId: ctx.tenantId,
      before: was,
      after,
    });
  });
  return getTeacherProfileForm(ctx);
}
