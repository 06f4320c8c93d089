import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TeacherCourse } from '@dars/core/contract';
import type { Caller, TenantContext } from '../../context.ts';
import { conflict } from '../../errors.ts';
import { loadTeacherCourse } from './course-rows.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/**
 * Archive a course (inactive and marked archived: gone from the catalogue, its enrolled students
 * keep their enrolment rows) or bring it back (unarchived, still inactive until published).
 */
export async function archiveCourse(
  ctx: TenantContext,
  options: { caller: Caller; courseId: string; version: number; archived: boolean },
): Promise<TeacherCourse> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, saveVersioned, audit }) => {
    const before = await loadTeacherCourse(trx, ctx.tenantId, options.courseId);
    const now = ctx.now().toISOString();
    await saveVersioned({
      table: 'courses',
      id: options.courseId,
      expectedVersion: options.version,
      values: options.archived
        ? { archived_at: now, active: 0, modification_date: now }
        : { archived_at: null, modification_date: now },
    });
    const after = await loadTeacherCourse(trx, ctx.tenantId, options.courseId);
    await audit({
      action: options.archived ? 'course.archive' : 'course.unarchive',
      entityType: 'course',
      entityId: options.courseId,
      before,
      after,
    });
    return after;
  });
}

/**
 * Delete a course nobody is enrolled in (its units, lessons, quizzes and codes go with it). Once
 * anyone is enrolled it is refused with 409 `course_has_students`: the course is archived instead.
 */
export async function deleteCourse(
  ctx: TenantContext,
  options: { caller: Caller; courseId: string; version: number },
): Promise<void> {
  await auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    const before = await loadTeacherCourse(trx, ctx.tenantId, options.courseId);
    if (before.enrolledCount > 0) throw conflict('course_has_students', SERVER_MESSAGES.courseHasStudents);
    if (before.version !== options.version) throw conflict('stale_version', SERVER_MESSAGES.staleVersion);
    const unitIds = (
      await trx
        .selectFrom('units')
        .select('id')
        .where('tenant_id', '=', ctx.tenantId)
        .where('course_id', '=', options.courseId)
        .execute()
    ).map((u) => String(u.id));
    await trx
      .deleteFrom('code_batches')
      .where('tenant_id', '=', ctx.tenantId)
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'course'), eb('target_id', '=', options.courseId)]),
          ...(unitIds.length ? [eb.and([eb('kind', '=', 'unit'), eb('target_id', 'in', unitIds)])] : []),
        ]),
      )
      .execute();
    const deleted = await trx
      .deleteFrom('courses')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.courseId)
      .where('version', '=', options.version)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw conflict('stale_version', SERVER_MESSAGES.staleVersion);
    await audit({
      action: 'course.delete',
      entityType: 'course',
      entityId: options.courseId,
      before,
      after: null,
    });
  });
}
