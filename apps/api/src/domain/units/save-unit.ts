import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TeacherCourseDetail, TeacherUnit } from '@dars/core/contract';
import { sql } from 'kysely';
import type { Caller, TenantContext } from '../../context.ts';
import { conflict } from '../../errors.ts';
import {
  courseRow,
  loadTeacherCourseDetail,
  loadTeacherUnit,
  touchCourse,
  unitRow,
} from '../courses/course-rows.ts';
import { auditedWrite } from '../audit/audited-write.ts';

export interface UnitFields {
  unitName: string;
  subtitle: string | null;
  active: boolean;
  /** pounds, sold on its own online; null: codes only; undefined: unchanged */
  price?: number | null | undefined;
}

/** Add a unit at the end of a course. */
export async function createUnit(
  ctx: TenantContext,
  options: { caller: Caller; courseId: string; fields: UnitFields },
): Promise<TeacherUnit> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    await courseRow(trx, ctx.tenantId, options.courseId);
    const last = await trx
      .selectFrom('units')
      .select(sql<number | null>`MAX(position)`.as('p'))
      .where('tenant_id', '=', ctx.tenantId)
      .where('course_id', '=', options.courseId)
      .executeTakeFirst();
    const inserted = await trx
      .insertInto('units')
      .values({
        tenant_id: ctx.tenantId,
        course_id: options.courseId,
        unit_name: options.fields.unitName,
        titel: options.fields.subtitle,
        position: Number(last?.p ?? 0) + 1,
        active: options.fields.active ? 1 : 0,
        price: options.fields.price ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await touchCourse(trx, ctx, options.courseId);
    const after = await loadTeacherUnit(trx, ctx.tenantId, inserted.id);
    await audit({
      action: 'unit.create',
      entityType: 'unit',
      entityId: inserted.id,
      before: null,
      after,
    });
    return after;
  });
}

/** Edit a unit (name, subtitle, active, its own price); 409 when it changed since `version`. */
export async function updateUnit(
  ctx: TenantContext,
  options: { caller: Caller; unitId: number; version: number; fields: UnitFields },
): Promise<TeacherUnit> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, saveVersioned, audit }) => {
    const before = await loadTeacherUnit(trx, ctx.tenantId, options.unitId);
    await saveVersioned({
      table: 'units',
      id: options.unitId,
      expectedVersion: options.version,
      values: {
        unit_name: options.fields.unitName,
        titel: options.fields.subtitle,
        active: options.fields.active ? 1 : 0,
        ...(options.fields.price !== undefined ? { price: options.fields.price } : {}),
      },
    });
    await touchCourse(trx, ctx, before.courseId);
    const after = await loadTeacherUnit(trx, ctx.tenantId, options.unitId);
    const { lessons: _b, ...beforeUnit } = before;
    const { lessons: _a, ...afterUnit } = after;
    await audit({
      action: 'unit.update',
      entityType: 'unit',
      entityId: options.unitId,
      before: beforeUnit,
      after: afterUnit,
    });
    return after;
  });
}

/** True when `ids` names every one of `current` exactly once. */
export function isCompleteOrder(ids: readonly number[], current: readonly number[]): boolean {
  if (ids.length !== current.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(current);
  return ids.every((id) => known.has(id));
}

/**
 * Put a course's units in a new order. The order must name every unit of the course once; an
 * order made from an older list (a unit added or moved since) is 409 `stale_version`.
 */
export async function reorderUnits(
  ctx: TenantContext,
  options: { caller: Caller; courseId: string; ids: number[] },
): Promise<TeacherCourseDetail> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    const before = await loadTeacherCourseDetail(trx, ctx.tenantId, options.courseId);
    const current = before.units.map((u) => u.id);
    if (!isCompleteOrder(options.ids, current)) throw conflict('stale_version', SERVER_MESSAGES.staleVersion);
    for (const [index, id] of options.ids.entries()) {
      await trx
        .updateTable('units')
        .set({ position: index + 1 })
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', id)
        .execute();
    }
    await touchCourse(trx, ctx, options.courseId);
    await audit({
      action: 'unit.reorder',
      entityType: 'course',
      entityId: options.courseId,
      before: { unitIds: current },
      after: { unitIds: options.ids },
    });
    return loadTeacherCourseDetail(trx, ctx.tenantId, options.courseId);
  });
}

export { unitRow };
