import crypto from 'node:crypto';
import type { CourseFields, TeacherCourse } from '@dars/core/contract';
import type { Caller, TenantContext } from '../../context.ts';
import { courseRow, loadTeacherCourse } from './course-rows.ts';
import { auditedWrite } from '../audit/audited-write.ts';

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
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
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
    await audit({
      action: 'course.create',
      entityType: 'course',
      entityId: id,
      before: null,
      after,
    });
    return after;
  });
}

/** Edit a course's fields, refused (409, nothing written) when it changed since `version`. */
export async function updateCourse(
  ctx: TenantContext,
  options: { caller: Caller; courseId: string; version: number; fields: Fields },
): Promise<TeacherCourse> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, saveVersioned, audit }) => {
    const before = await loadTeacherCourse(trx, ctx.tenantId, options.courseId);
    await saveVersioned({
      table: 'courses',
      id: options.courseId,
      expectedVersion: options.version,
      values: { ...columns(options.fields), modification_date: ctx.now().toISOString() },
    });
    const after = await loadTeacherCourse(trx, ctx.tenantId, options.courseId);
    await audit({
      action: 'course.update',
      entityType: 'course',
      entityId: options.courseId,
      before,
      after,
    });
    return after;
  });
}

/** Set a course's image path (a file already stored by the uploads module). */
export async function setCourseImage(
  ctx: TenantContext,
  options: { caller: Caller; courseId: string; version: number; imagePath: string },
): Promise<TeacherCourse> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, saveVersioned, audit }) => {
    const before = await courseRow(trx, ctx.tenantId, options.courseId);
    await saveVersioned({
      table: 'courses',
      id: options.courseId,
      expectedVersion: options.version,
      values: { image_path: options.imagePath, modification_date: ctx.now().toISOString() },
    });
    const after = await loadTeacherCourse(trx, ctx.tenantId, options.courseId);
    await audit({
      action: 'course.image',
      entityType: 'course',
      entityId: options.courseId,
      before: { imagePath: before.image_path },
      after: { imagePath: after.imagePath },
    });
    return after;
  });
}
