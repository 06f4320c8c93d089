import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import {
  courseTreeAt,
  courseTreeOf,
  findCourse,
  knownCourseOfLesson,
  type CourseTree,
  type TreeUnit,
} from '../course-tree/course-tree.ts';
import { loadHoldings, readHoldingRowsBeforeTree, type Holdings } from './entitlement.ts';
import type { LessonRow } from '../../db/schema.ts';

export interface LocatedUnit {
  tree: CourseTree;
  unit: TreeUnit;
}

/** An active unit of the tenant with its course tree; 404 SERVER_MESSAGES.unitNotFound otherwise. */
export async function locateUnit(ctx: TenantContext, unitId: number): Promise<LocatedUnit> {
  const row = await ctx.db
    .selectFrom('units')
    .select('course_id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', unitId)
    .where('active', '=', 1)
    .executeTakeFirst();
  const course = row ? await findCourse(ctx, row.course_id) : undefined;
  if (!course) throw notFound(SERVER_MESSAGES.unitNotFound);
  const tree = await courseTreeOf(ctx, course);
  const unit = tree.units.find((u) => u.id === unitId);
  if (!unit) throw notFound(SERVER_MESSAGES.unitNotFound);
  return { tree, unit };
}

export interface LocatedLesson extends LocatedUnit {
  lesson: LessonRow;
}

/** An active lesson (in an active unit) of the tenant with its unit and course tree; 404 'Lesson details not found.' otherwise. */
export async function locateLesson(ctx: TenantContext, lessonId: number): Promise<LocatedLesson> {
  const row = await ctx.db
    .selectFrom('lessons')
    .innerJoin('units', 'units.id', 'lessons.unit_id')
    .innerJoin('courses', 'courses.id', 'units.course_id')
    .select([
      'lessons.unit_id',
      'courses.id as course_id',
      'courses.course_name as course_course_name',
      'courses.description as course_description',
      'courses.image_path as course_image_path',
      'courses.grade as course_grade',
      'courses.term as course_term',
      'courses.price as course_price',
      'courses.active as course_active',
      'courses.is_open_to_all as course_is_open_to_all',
      'courses.created_at as course_created_at',
      'courses.modification_date as course_modification_date',
    ])
    .where('lessons.tenant_id', '=', ctx.tenantId)
    .where('lessons.id', '=', lessonId)
    .where('lessons.active', '=', 1)
    .where('units.tenant_id', '=', ctx.tenantId)
    .where('units.active', '=', 1)
    .where('courses.tenant_id', '=', ctx.tenantId)
    .executeTakeFirst();
  if (!row) throw notFound(SERVER_MESSAGES.lessonDetailsNotFound);
  const tree = await courseTreeOf(ctx, {
    id: row.course_id,
    course_name: row.course_course_name,
    description: row.course_description,
    image_path: row.course_image_path,
    grade: row.course_grade,
    term: row.course_term,
    price: row.course_price,
    active: row.course_active,
    is_open_to_all: row.course_is_open_to_all,
    created_at: row.course_created_at,
    modification_date: row.course_modification_date,
  });
  const unit = tree.units.find((u) => u.id === row.unit_id);
  const lesson = tree.lessonRows.get(lessonId);
  if (!unit || !lesson) throw notFound(SERVER_MESSAGES.lessonDetailsNotFound);
  return { tree, unit, lesson };
}

export interface LessonForStudent extends LocatedLesson {
  holdings: Holdings;
}

/**
 * A lesson with its course tree and the student's holdings, where the only completion known is
 * this lesson's (the access rules need none; the lesson's own is shown and kept). When the
 * lesson's course is known from an earlier read, this is one statement (the course version with
 * the holdings) and the lesson comes from the cached tree; otherwise the lesson is looked up first.
 */
export async function locateLessonForStudent(
  ctx: TenantContext,
  userId: string,
  lessonId: number,
): Promise<LessonForStudent> {
  const courseId = knownCourseOfLesson(ctx, lessonId);
  if (courseId !== undefined) {
    const holdingRead = await readHoldingRowsBeforeTree(ctx, userId, courseId, { completionOf: lessonId });
    const version = holdingRead.rows.find((row) => row.kind === 'v');
    const tree = version?.at
      ? await courseTreeAt(ctx, courseId, { modificationDate: version.at, isOpenToAll: Number(version.ref) })
      : undefined;
    const lesson = tree?.lessonRows.get(lessonId);
    const unit = lesson ? tree?.units.find((u) => u.id === lesson.unit_id) : undefined;
    if (tree && lesson && unit) return { tree, unit, lesson, holdings: await holdingRead.holdingsOn(tree) };
  }
  const located = await locateLesson(ctx, lessonId);
  return { ...located, holdings: await loadHoldings(ctx, userId, located.tree) };
}
