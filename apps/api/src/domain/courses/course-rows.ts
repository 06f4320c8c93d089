import type { TeacherCourse, TeacherCourseDetail, TeacherLesson, TeacherUnit } from '@dars/core/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { CoursesTable, Database, LessonsTable, UnitsTable } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

type Db = Kysely<Database>;
type CourseRow = Selectable<CoursesTable>;

export function toTeacherLesson(row: Selectable<LessonsTable>): TeacherLesson {
  return {
    id: row.id,
    unitId: row.unit_id,
    lessonName: row.lesson_name,
    subtitle: row.titel,
    position: row.position,
    active: row.active === 1,
    type: row.type,
    videoUrl: row.video_url,
    videoDurationSeconds: row.video_duration_seconds === null ? null : Number(row.video_duration_seconds),
    attachmentUrl: row.attachment_url,
    attachmentTitle: row.attachment_title,
    videoViewLimit: row.video_view_limit ?? null,
    version: row.version,
  };
}

export function toTeacherUnit(row: Selectable<UnitsTable>, lessons: TeacherLesson[]): TeacherUnit {
  return {
    id: row.id,
    courseId: row.course_id,
    unitName: row.unit_name,
    subtitle: row.titel,
    position: row.position,
    active: row.active === 1,
    price: row.price === null ? null : Number(row.price),
    version: row.version,
    lessons,
  };
}

interface Counts {
  unit_count: number | string | null;
  lesson_count: number | string | null;
  enrolled_count: number | string | null;
}

export function toTeacherCourse(row: CourseRow & Counts): TeacherCourse {
  return {
    id: row.id,
    courseName: row.course_name,
    description: row.description,
    grade: row.grade,
    term: row.term,
    price: Number(row.price),
    imagePath: row.image_path,
    active: row.active === 1,
    isOpenToAll: row.is_open_to_all === 1,
    archivedAt: row.archived_at ?? null,
    version: row.version,
    unitCount: Number(row.unit_count ?? 0),
    lessonCount: Number(row.lesson_count ?? 0),
    enrolledCount: Number(row.enrolled_count ?? 0),
    videoViewLimit: row.video_view_limit ?? null,
  };
}

/** The courses of the tenant with their counts (a query to page or filter further). */
export function coursesWithCounts(db: Db, tenantId: string) {
  return db
    .selectFrom('courses as c')
    .selectAll('c')
    .select([
      sql<number>`(SELECT COUNT(*) FROM units u WHERE u.tenant_id = c.tenant_id AND u.course_id = c.id)`.as(
        'unit_count',
      ),
      sql<number>`(SELECT COUNT(*) FROM lessons l JOIN units u ON u.id = l.unit_id WHERE l.tenant_id = c.tenant_id AND u.course_id = c.id)`.as(
        'lesson_count',
      ),
      sql<number>`(SELECT COUNT(*) FROM enrollments e WHERE e.tenant_id = c.tenant_id AND e.course_id = c.id)`.as(
        'enrolled_count',
      ),
    ])
    .where('c.tenant_id', '=', tenantId);
}

/** One course of the tenant with its counts; another tenant's (or no) course is 404. */
export async function loadTeacherCourse(db: Db, tenantId: string, courseId: string): Promise<TeacherCourse> {
  const row = await coursesWithCounts(db, tenantId).where('c.id', '=', courseId).executeTakeFirst();
  if (!row) throw notFound();
  return toTeacherCourse(row);
}

/** The course row itself (for audit "before"), 404 when not the tenant's. */
export async function courseRow(db: Db, tenantId: string, courseId: string): Promise<CourseRow> {
  const row = await db
    .selectFrom('courses')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function unitRow(db: Db, tenantId: string, unitId: number): Promise<Selectable<UnitsTable>> {
  const row = await db
    .selectFrom('units')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', unitId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function lessonRow(
  db: Db,
  tenantId: string,
  lessonId: number,
): Promise<Selectable<LessonsTable>> {
  const row = await db
    .selectFrom('lessons')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', lessonId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function loadTeacherUnit(db: Db, tenantId: string, unitId: number): Promise<TeacherUnit> {
  const unit = await unitRow(db, tenantId, unitId);
  const lessons = await db
    .selectFrom('lessons')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('unit_id', '=', unitId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return toTeacherUnit(unit, lessons.map(toTeacherLesson));
}

export async function loadTeacherCourseDetail(
  db: Db,
  tenantId: string,
  courseId: string,
): Promise<TeacherCourseDetail> {
  const course = await loadTeacherCourse(db, tenantId, courseId);
  const units = await db
    .selectFrom('units')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('course_id', '=', courseId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const lessons = units.length
    ? await db
        .selectFrom('lessons')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where(
          'unit_id',
          'in',
          units.map((u) => u.id),
        )
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  return {
    ...course,
    units: units.map((unit) =>
      toTeacherUnit(unit, lessons.filter((l) => l.unit_id === unit.id).map(toTeacherLesson)),
    ),
  };
}

/**
 * Bumps the course's `modification_date`, the version under which its content is cached
 * (cache/versioned-cache.ts), so students get the change at once. Strictly later than
 * the previous one even within the same millisecond.
 */
export async function touchCourse(
  db: Db,
  ctx: Pick<TenantContext, 'tenantId' | 'now'>,
  courseId: string,
): Promise<void> {
  const row = await db
    .selectFrom('courses')
    .select('modification_date')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw notFound();
  let next = ctx.now().getTime();
  const previous = Date.parse(row.modification_date);
  if (Number.isFinite(previous) && next <= previous) next = previous + 1;
  await db
    .updateTable('courses')
    .set({ modification_date: new Date(next).toISOString() })
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', courseId)
    .execute();
}
