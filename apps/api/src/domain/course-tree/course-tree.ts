import { LRUCache } from 'lru-cache';
import type { LessonRow, LessonType } from '../../db/schema.ts';
import type { TenantContext } from '../../context.ts';
import { courseFieldColumns, isGuid, type CourseFields } from './course-fields.ts';
import { VersionedCache } from '../../cache/versioned-cache.ts';

export interface TreeLesson {
  id: number;
  lessonName: string;
  titel: string | null;
  /** 1-based, among the unit's active lessons */
  order: number;
  active: boolean;
  type: LessonType;
}

export interface TreeUnit {
  id: number;
  unitName: string;
  titel: string | null;
  /** 1-based, among the course's active units; the access window of a unit is by `order - 1` */
  order: number;
  active: boolean;
  /** pounds: also sold on its own online (null: by unit codes only) */
  price: number | null;
  lessons: TreeLesson[];
}

/** The immutable part of a course: its active units and lessons in order. */
export interface CourseTree {
  course: CourseFields;
  units: TreeUnit[];
  /** every active lesson's full row (video address, quiz settings…), by id */
  lessonRows: ReadonlyMap<number, LessonRow>;
}

interface CourseContent {
  units: TreeUnit[];
  lessonRows: Map<number, LessonRow>;
}

type CachedTree = { course: CourseFields } & CourseContent;

const treesOf = (ctx: TenantContext) =>
  ctx.caches?.named('course-trees', () => new VersionedCache<CachedTree>({ max: 2_000 }));

/**
 * Which course a lesson belongs to, learnt from every tree read. Only a hint: the lesson is
 * served from a tree only if that tree (at the course's current version) still contains it.
 */
const lessonCoursesOf = (ctx: TenantContext) =>
  ctx.caches?.named('lesson-courses', () => new LRUCache<string, string>({ max: 200_000 }));

export function knownCourseOfLesson(ctx: TenantContext, lessonId: number): string | undefined {
  return lessonCoursesOf(ctx)?.get(`${ctx.tenantId}\u0000${lessonId}`);
}

/** Courses whose last tree read had no exam lesson, so a student's holdings need no exam passes. */
const examFreeCoursesOf = (ctx: TenantContext) =>
  ctx.caches?.named('exam-free-courses', () => new LRUCache<string, true>({ max: 20_000 }));

/**
 * Whether the course may hold an exam lesson: false only when its last tree read had none. Only a
 * hint, taken before the tree is read: a reader that skipped exam passes on its word checks the
 * tree it then gets with `hasExamLessons`.
 */
export function mayHoldExams(ctx: TenantContext, courseId: string): boolean {
  return !examFreeCoursesOf(ctx)?.has(cacheKey(ctx, courseId));
}

export function hasExamLessons(tree: Pick<CourseTree, 'lessonRows'>): boolean {
  for (const row of tree.lessonRows.values()) if (row.type === 'Exam') return true;
  return false;
}

function learnLessonCourses(ctx: TenantContext, courseId: string, content: CourseContent) {
  const lessonCourses = lessonCoursesOf(ctx);
  if (!lessonCourses) return;
  for (const lessonId of content.lessonRows.keys())
    lessonCourses.set(`${ctx.tenantId}\u0000${lessonId}`, courseId);
}

/** Reads through the app's tree cache when the context has one. */
function cachedTree(ctx: TenantContext, courseId: string, version: string, load: () => Promise<CachedTree>) {
  const trees = treesOf(ctx);
  return trees ? trees.get(cacheKey(ctx, courseId), version, load) : load();
}

/** The course row of the tenant, or undefined for an unknown, malformed or other-tenant id. */
export async function findCourse(ctx: TenantContext, courseId: string): Promise<CourseFields | undefined> {
  if (!isGuid(courseId)) return undefined;
  return ctx.db
    .selectFrom('courses')
    .select(courseFieldColumns)
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', courseId.toLowerCase())
    .executeTakeFirst();
}

/** The course with its active units and lessons in order; undefined when the tenant has no such course. */
export async function loadCourseTree(ctx: TenantContext, courseId: string): Promise<CourseTree | undefined> {
  const course = await findCourse(ctx, courseId);
  if (!course) return undefined;
  return courseTreeOf(ctx, course);
}

/** The tree of an already-read course row, its units and lessons from the cache while its modification date holds. */
export async function courseTreeOf(ctx: TenantContext, course: CourseFields): Promise<CourseTree> {
  const cached = await cachedTree(ctx, course.id, course.modification_date, async () => ({
    course,
    ...(await readContent(ctx, course)),
  }));
  return { course, units: cached.units, lessonRows: cached.lessonRows };
}

/**
 * The tree of a course known only by its version (its modification date, read with the student's
 * holdings in one statement): course row, units and lessons all come from the cache while the
 * version holds, so the course player's tree costs one statement. The open-to-all flag, which
 * decides entitlement, is always the fresh one. undefined when the course has disappeared.
 */
export async function courseTreeAt(
  ctx: TenantContext,
  courseId: string,
  version: { modificationDate: string; isOpenToAll: number },
): Promise<CourseTree | undefined> {
  const cached = await cachedTree(ctx, courseId, version.modificationDate, async () => {
    const course = await findCourse(ctx, courseId);
    if (!course) throw COURSE_GONE;
    return { course, ...(await readContent(ctx, course)) };
  }).catch((error: unknown) => {
    if (error === COURSE_GONE) return undefined;
    throw error;
  });
  if (!cached) return undefined;
  return {
    course: {
      ...cached.course,
      modification_date: version.modificationDate,
      is_open_to_all: version.isOpenToAll === 1 ? 1 : 0,
    },
    units: cached.units,
    lessonRows: cached.lessonRows,
  };
}

const COURSE_GONE = Symbol('course gone');
const cacheKey = (ctx: TenantContext, courseId: string) => `${ctx.tenantId}\u0000${courseId}`;

async function readContent(ctx: TenantContext, course: CourseFields): Promise<CourseContent> {
  const [unitRows, lessonRows] = await Promise.all([
    ctx.db
      .selectFrom('units')
      .select(['id', 'unit_name', 'titel', 'position', 'price'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('course_id', '=', course.id)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('lessons')
      .innerJoin('units', 'units.id', 'lessons.unit_id')
      .selectAll('lessons')
      .where('units.tenant_id', '=', ctx.tenantId)
      .where('units.course_id', '=', course.id)
      .where('units.active', '=', 1)
      .where('lessons.tenant_id', '=', ctx.tenantId)
      .where('lessons.active', '=', 1)
      .orderBy('lessons.unit_id')
      .orderBy('lessons.position')
      .orderBy('lessons.id')
      .execute(),
  ]);
  const lessonsByUnit = new Map<number, TreeLesson[]>();
  const rowsById = new Map<number, LessonRow>();
  for (const row of lessonRows) {
    rowsById.set(row.id, row);
    const list = lessonsByUnit.get(row.unit_id) ?? [];
    list.push({
      id: row.id,
      lessonName: row.lesson_name,
      titel: row.titel,
      order: list.length + 1,
      active: true,
      type: row.type,
    });
    lessonsByUnit.set(row.unit_id, list);
  }
  const units = unitRows.map((row, index) => ({
    id: row.id,
    unitName: row.unit_name,
    titel: row.titel,
    order: index + 1,
    active: true,
    price: row.price === null || Number(row.price) <= 0 ? null : Number(row.price),
    lessons: lessonsByUnit.get(row.id) ?? [],
  }));
  const content = { units, lessonRows: rowsById };
  learnLessonCourses(ctx, course.id, content);
  if (hasExamLessons(content)) examFreeCoursesOf(ctx)?.delete(cacheKey(ctx, course.id));
  else examFreeCoursesOf(ctx)?.set(cacheKey(ctx, course.id), true);
  return content;
}
