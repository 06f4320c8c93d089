import crypto from 'node:crypto';
import type { CourseFields, TeacherCourse } from '@dars/core/contract';
import type { Caller, TenantContext } from '../../context.ts';
import { recordChange } from '../audit/record-change.ts';
import { saveVersioned } from '../audit/save-versioned.ts';
import { contentChanged } from './course-changes.ts';
import { courseRow, loadTeacherCourse } from './course-rows.ts';

type Fields = Required<Omit<CourseFields, 'description' | 'active' | 'isOpenToAll'>> & {
  description: string;
  active: boolean;
  isOpenToAll: boolean;
};

function columns(fields: Fields) {
  return {
    course_name: fields.courseName,
    description: fields.description,
    grade: fields.grade,
    term: fields.term,
    price: fields.price,
    active: fields.active ? 1 : 0,
    is_open_to_all: fields.isOpenToAll ? 1 : 0,
  } as const;
}

/** Create a course (inactive unless asked), with its audit entry. */
export async function createCourse(
  ctx: TenantContext,
  options: { caller: Caller; fields: Fields },
): Promise<TeacherCourse> {
  const id = crypto.randomUUID();
  const now = ctx.now().toISOString();
  const course = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('courses')
      .values({
        id,
        tenant_id: ctx.tenantId,
        ...columns(options.fields),
        image_path: null,
        created_at: now,
        modification_date: now,
      })
      .execute();
    const after = await loadTeacherCourse(trx, ctx.tenantId, id);
    await recordChange(trx, ctx, {
      actor: options.caller,
      action: 'course.create',
      entityType: 'course',
      entityId: id,
      before: null,
      after,
    });
    return after;
  });
  contentChanged(ctx);
  return course;
}

/** Edit a course's fields, refused (409, nothing written) when it changed since `version`. */
export async function updateCourse(
  ctx: TenantContext,
  options: { caller: Caller; courseId: string; version: number; fields: Fields },
): Promise<TeacherCourse> {
  const course = await ctx.db.transaction().execute(async (trx) => {
    const before = await loadTeacherCourse(trx, ctx.tenantId, options.courseId);
    await saveVersioned(trx, {
      table: 'courses',
      tenantId: ctx.tenantId,
      id: options.courseId,
      expectedVersion: options.version,
      values: { ...columns(options.fields), modification_date: ctx.now().toISOString() },
    });
    const after = await loadTeacherCourse(trx, ctx.tenantId, options.courseId);
    await recordChange(trx, ctx, {
      actor: options.caller,
      action: 'course.update',
      entityType: 'course',
      entityId: options.courseId,
      before,
      after,
    });
    return after;
  });
  contentChanged(ctx);
  return course;
}

/** Set a course's image path (a file already stored by the uploads module). */
export async function setCourseImage(
  ctx: TenantContext,
  options: { caller: Caller; courseId: string; version: number; imagePath: string },
): Promise<TeacherCourse> {
  const course = await ctx.db.transaction().execute(async (trx) => {
    const before = await courseRow(trx, ctx.tenantId, options.courseId);
    await saveVersioned(trx, {
      table: 'courses',
      tenantId: ctx.tenantId,
      id: options.courseId,
      expectedVersion: options.version,
      values: { image_path: options.imagePath, modification_date: ctx.now().toISOString() },
    });
    const after = await loadTeacherCourse(trx, ctx.tenantId, options.courseId);
    await recordChange(trx, ctx, {
      actor: options.caller,
      action: 'course.image',
      entityType: 'course',
      entityId: options.courseId,
      before: { imagePath: before.image_path },
      after: { imagePath: after.imagePath },
    });
    return after;
  });
  contentChanged(ctx);
  return course;
}
