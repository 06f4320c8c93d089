import type { TeacherProfileForm } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { getTeacherProfileForm } from './get-teacher-profile-form.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/** Points the teacher's profile at a newly stored photo (domain/uploads), against the profile's version. */
export async function setTeacherPhoto(
  ctx: TenantContext,
  options: { caller: Caller; version: number; photoUrl: string },
): Promise<TeacherProfileForm> {
  await auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    const before = await trx
      .selectFrom('teacher_profiles')
      .select('photo_url')
      .where('tenant_id', '=', ctx.tenantId)
      .executeTakeFirst();
    if (!before) throw notFound(SERVER_MESSAGES.tenantProfileNotFound);
    const updated = await trx
      .updateTable('teacher_profiles')
      .set((eb) => ({
        photo_url: options.photoUrl,
        updated_at: ctx.now().toISOString(),
        version: eb('version', '+', 1),
      }))
      .where('tenant_id', '=', ctx.tenantId)
      .where('version', '=', options.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict('stale_version', SERVER_MESSAGES.staleVersion);
    await audit({
      action: 'profile.photo',
      entityType: 'profile',
      entityId: ctx.tenantId,
      before: { photoUrl: before.photo_url },
      after: { photoUrl: options.photoUrl },
    });
  });
  return getTeacherProfileForm(ctx);
}
