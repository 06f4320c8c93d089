import { SERVER_MESSAGES } from '@dars/core/messages';
import type { AuditAction, LessonType, TeacherLesson, TeacherUnit } from '@dars/core/contract';
import { sql, type Kysely } from 'kysely';
import type { Caller, TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { lessonRow, loadTeacherUnit, toTeacherLesson, touchCourse, unitRow } from '../courses/course-rows.ts';
import { isCompleteOrder } from '../units/save-unit.ts';
import { auditedWrite } from '../audit/audited-write.ts';

export interface LessonFields {
  lessonName: string;
  subtitle: string | null;
  active: boolean;
}

async function nextPosition(db: Kysely<Database>, tenantId: string, unitId: number): Promise<number> {
  const last = await db
    .selectFrom('lessons')
    .select(sql<number | null>`MAX(position)`.as('p'))
    .where('tenant_id', '=', tenantId)
    .where('unit_id', '=', unitId)
    .executeTakeFirst();
  return Number(last?.p ?? 0) + 1;
}

export async function loadTeacherLesson(db: Kysely<Database>, tenantId: string, lessonId: number) {
  return toTeacherLesson(await lessonRow(db, tenantId, lessonId));
}

/** The course a lesson belongs to (through its unit). */
export async function courseOfLesson(
  db: Kysely<Database>,
  tenantId: string,
  lessonId: number,
): Promise<string> {
  const row = await db
    .selectFrom('lessons')
    .innerJoin('units', 'units.id', 'lessons.unit_id')
    .select('units.course_id')
    .where('lessons.tenant_id', '=', tenantId)
    .where('lessons.id', '=', lessonId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row.course_id;
}

/**
 * Add a lesson at the end of a unit. A Quiz lesson starts with no questions and the usual
 * settings (pass degree 50, no time limit); its questions are edited in the quiz editor.
 */
export async function createLesson(
  ctx: TenantContext,
  options: { caller: Caller; unitId: number; type: LessonType; fields: LessonFields },
): Promise<TeacherLesson> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    const unit = await unitRow(trx, ctx.tenantId, options.unitId);
    const quiz = options.type === 'Quiz';
    const inserted = await trx
      .insertInto('lessons')
      .values({
        tenant_id: ctx.tenantId,
        unit_id: unit.id,
        lesson_name: options.fields.lessonName,
        titel: options.fields.subtitle,
        position: await nextPosition(trx, ctx.tenantId, unit.id),
        active: options.fields.active ? 1 : 0,
        type: options.type,
        video_url: null,
        attachment_url: null,
        attachment_title: null,
        is_retake: quiz ? 1 : 0,
        is_score_displayed: quiz ? 1 : 0,
        is_answer_displayed: 0,
        pass_degree: quiz ? 50 : 0,
        time_limit_minutes: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await touchCourse(trx, ctx, unit.course_id);
    const after = await loadTeacherLesson(trx, ctx.tenantId, inserted.id);
    await audit({
      action: 'lesson.create',
      entityType: 'lesson',
      entityId: inserted.id,
      before: null,
      after,
    });
    return after;
  });
}

/**
 * Any versioned change of one lesson: load it, save `values` if the version still matches (409
 * otherwise, nothing written), bump its course's content version, write the audit entry.
 */
export async function changeLesson(
  ctx: TenantContext,
  options: {
    caller: Caller;
    lessonId: number;
    version: number;
    action: AuditAction;
    values: (before: TeacherLesson) => Record<string, unknown>;
    /** more of the same change, in its transaction (e.g. queueing an uploaded video's transcode) */
    alsoInTransaction?: (trx: Kysely<Database>) => Promise<unknown>;
  },
): Promise<TeacherLesson> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, saveVersioned, audit }) => {
    const before = await loadTeacherLesson(trx, ctx.tenantId, options.lessonId);
    const courseId = await courseOfLesson(trx, ctx.tenantId, options.lessonId);
    await saveVersioned({
      table: 'lessons',
      id: options.lessonId,
      expectedVersion: options.version,
      values: options.values(before),
    });
    await touchCourse(trx, ctx, courseId);
    await options.alsoInTransaction?.(trx);
    const after = await loadTeacherLesson(trx, ctx.tenantId, options.lessonId);
    await audit({
      action: options.action,
      entityType: 'lesson',
      entityId: options.lessonId,
      before,
      after,
    });
    return after;
  });
}

/** Edit a lesson's name, subtitle and active flag. */
export function updateLesson(
  ctx: TenantContext,
  options: { caller: Caller; lessonId: number; version: number; fields: LessonFields },
): Promise<TeacherLesson> {
  return changeLesson(ctx, {
    caller: options.caller,
    lessonId: options.lessonId,
    version: options.version,
    action: 'lesson.update',
    values: () => ({
      lesson_name: options.fields.lessonName,
      titel: options.fields.subtitle,
      active: options.fields.active ? 1 : 0,
    }),
  });
}

/** Move a lesson to the end of another unit of the same course. */
export async function moveLesson(
  ctx: TenantContext,
  options: { caller: Caller; lessonId: number; version: number; unitId: number },
): Promise<TeacherLesson> {
  const target = await unitRow(ctx.db, ctx.tenantId, options.unitId);
  const courseId = await courseOfLesson(ctx.db, ctx.tenantId, options.lessonId);
  if (target.course_id !== courseId) throw notFound();
  const position = await nextPosition(ctx.db, ctx.tenantId, target.id);
  return changeLesson(ctx, {
    caller: options.caller,
    lessonId: options.lessonId,
    version: options.version,
    action: 'lesson.move',
    values: () => ({ unit_id: target.id, position }),
  });
}

/** Put a unit's lessons in a new order (every lesson of the unit once; 409 otherwise). */
export async function reorderLessons(
  ctx: TenantContext,
  options: { caller: Caller; unitId: number; ids: number[] },
): Promise<TeacherUnit> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    const before = await loadTeacherUnit(trx, ctx.tenantId, options.unitId);
    const current = before.lessons.map((l) => l.id);
    if (!isCompleteOrder(options.ids, current)) throw conflict('stale_version', SERVER_MESSAGES.staleVersion);
    for (const [index, id] of options.ids.entries()) {
      await trx
        .updateTable('lessons')
        .set({ position: index + 1 })
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', id)
        .execute();
    }
    await touchCourse(trx, ctx, before.courseId);
    await audit({
      action: 'lesson.reorder',
      entityType: 'unit',
      entityId: options.unitId,
      before: { lessonIds: current },
      after: { lessonIds: options.ids },
    });
    return loadTeacherUnit(trx, ctx.tenantId, options.unitId);
  });
}
