import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TeacherLessonVideo } from '@dars/core/contract';
import { sql } from 'kysely';
import type { Caller, TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { auditedWrite } from '../audit/index.ts';
import { readViewAllowance, type ViewAllowance } from './view-allowance.ts';

/** A lesson's uploaded videos, newest first, as the console shows their transcode; 404 for a lesson not of this tenant. */
export async function listLessonVideos(ctx: TenantContext, lessonId: number): Promise<TeacherLessonVideo[]> {
  const lesson = await ctx.db
    .selectFrom('lessons')
    .select('id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', lessonId)
    .executeTakeFirst();
  if (!lesson) throw notFound(SERVER_MESSAGES.lessonDetailsNotFound);
  const rows = await ctx.db
    .selectFrom('lesson_videos')
    .select([
      'id',
      'host',
      'status',
      'progress',
      'error',
      'keep_original',
      'source_path',
      'duration_seconds',
      'created_at',
      'updated_at',
    ])
    .where('tenant_id', '=', ctx.tenantId)
    .where('lesson_id', '=', lessonId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    host: row.host,
    status: row.status,
    progress: Number(row.progress),
    error: row.error,
    keepOriginal: row.keep_original === 1,
    originalKept: row.source_path !== null,
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** The views per student of a lesson's video (null: its course's), audited. */
export function setLessonViewLimit(
  ctx: TenantContext,
  options: { caller: Caller; lessonId: number; limit: number | null },
): Promise<{ limit: number | null }> {
  return setViewLimit(ctx, options.caller, { entity: 'lesson', id: options.lessonId }, options.limit);
}

/** The views per student of each uploaded video of a course (null: no limit), audited. */
export function setCourseViewLimit(
  ctx: TenantContext,
  options: { caller: Caller; courseId: string; limit: number | null },
): Promise<{ limit: number | null }> {
  return setViewLimit(ctx, options.caller, { entity: 'course', id: options.courseId }, options.limit);
}

type ViewLimitTarget = { entity: 'lesson'; id: number } | { entity: 'course'; id: string };

const VIEW_LIMIT_TABLES = {
  lesson: {
    table: 'lessons',
    name: 'lesson_name',
    field: 'lessonName',
    missing: SERVER_MESSAGES.lessonDetailsNotFound,
  },
  course: {
    table: 'courses',
    name: 'course_name',
    field: 'courseName',
    missing: SERVER_MESSAGES.courseNotFound,
  },
} as const;

function setViewLimit(
  ctx: TenantContext,
  caller: Caller,
  target: ViewLimitTarget,
  limit: number | null,
): Promise<{ limit: number | null }> {
  const { table, name, field, missing } = VIEW_LIMIT_TABLES[target.entity];
  return auditedWrite(ctx, { caller, studentsSee: false }, async ({ trx, audit }) => {
    const before = await trx
      .selectFrom(table)
      .select(['video_view_limit', sql<string>`${sql.ref(name)}`.as('name')])
      .where('tenant_id', '=', ctx.tenantId)
      .where(sql.ref('id'), '=', target.id)
      .executeTakeFirst();
    if (!before) throw notFound(missing);
    await trx
      .updateTable(table)
      .set({ video_view_limit: limit })
      .where('tenant_id', '=', ctx.tenantId)
      .where(sql.ref('id'), '=', target.id)
      .execute();
    await audit({
      action: `${target.entity}.videoViewLimit`,
      entityType: target.entity,
      entityId: target.id,
      // the name lets the audit log say which lesson or course
      before: { [field]: before.name, videoViewLimit: before.video_view_limit },
      after: { [field]: before.name, videoViewLimit: limit },
    });
    return { limit };
  });
}

/** Extra views of a lesson's video for one student of the tenant, by a staff member; audited. */
export async function grantVideoViews(
  ctx: TenantContext,
  options: { caller: Caller; lessonId: number; studentId: string; extraViews: number },
): Promise<ViewAllowance> {
  await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const student = await trx
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.studentId)
      .where('role', '=', 'Student')
      .executeTakeFirst();
    if (!student) throw notFound(SERVER_MESSAGES.studentNotFound);
    const lesson = await trx
      .selectFrom('lessons')
      .select(['id', 'lesson_name'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.lessonId)
      .executeTakeFirst();
    if (!lesson) throw notFound(SERVER_MESSAGES.lessonDetailsNotFound);
    await trx
      .insertInto('video_view_grants')
      .values({
        tenant_id: ctx.tenantId,
        user_id: options.studentId,
        lesson_id: options.lessonId,
        extra_views: options.extraViews,
        granted_by: options.caller.userId,
        created_at: ctx.now().toISOString(),
      })
      .execute();
    await audit({
      action: 'video.viewsGranted',
      entityType: 'lesson',
      entityId: options.lessonId,
      before: null,
      after: { lessonName: lesson.lesson_name, studentId: options.studentId, extraViews: options.extraViews },
    });
  });
  return readViewAllowance(ctx, { userId: options.studentId, lessonId: options.lessonId });
}
