import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import type { Grade, Term } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { offsetOf, totalPagesOf, type PageRequest } from '../../db/paging.ts';
import { hasCourseEntitlement, loadHoldings, previewHoldings, type Holdings } from '../access/entitlement.ts';
import type { LessonWithProgress } from '@dars/core/contract';
import { lessonWithProgress } from '../courses/get-course-tree-with-progress.ts';
import { locateUnit, type LocatedUnit } from '../access/locate.ts';

export interface UnitTreeWithProgress {
  id: number;
  unitName: string;
  titel: string | null;
  order: number;
  active: boolean;
  /** start of the unit's window: the unit-code redemption, else the course enrollment date */
  enrollmentDate: string | null;
  courseId: string;
  courseName: string;
  grade: Grade;
  term: Term;
  isOpenToAll: boolean;
  lessons: LessonWithProgress[];
}

/** A unit of the tenant the student owns by code or holds through its course, with holdings. */
async function entitledUnit(
  ctx: TenantContext,
  options: { userId: string; unitId: number; staffPreview?: boolean },
) {
  const located: LocatedUnit = await locateUnit(ctx, options.unitId);
  // a staff preview: no entitlement needed, no progress shown (entitlement.ts, previewHoldings)
  if (options.staffPreview) return { ...located, holdings: previewHoldings(), windowStart: null };
  const holdings = await loadHoldings(ctx, options.userId, located.tree);
  const acquiredAt = holdings.ownedUnits.get(located.unit.id);
  if (acquiredAt === undefined && !hasCourseEntitlement(located.tree, holdings)) {
    throw forbidden('not_entitled', SERVER_MESSAGES.noUnitAccess);
  }
  return { ...located, holdings, windowStart: acquiredAt ?? holdings.enrollmentDate };
}

/** The unit viewer's tree: one unit and its lessons with the student's progress. */
export async function getUnitTreeWithProgress(
  ctx: TenantContext,
  options: { userId: string; unitId: number; staffPreview?: boolean },
): Promise<UnitTreeWithProgress> {
  const { tree, unit, holdings, windowStart } = await entitledUnit(ctx, options);
  return {
    id: unit.id,
    unitName: unit.unitName,
    titel: unit.titel,
    order: unit.order,
    active: unit.active,
    enrollmentDate: windowStart,
    courseId: tree.course.id,
    courseName: tree.course.course_name,
    grade: tree.course.grade,
    term: tree.course.term,
    isOpenToAll: options.staffPreview === true || Number(tree.course.is_open_to_all) === 1,
    lessons: unit.lessons.map((lesson) => lessonWithProgress(lesson, holdings)),
  };
}

export interface UnitLessonsPage {
  lessons: LessonWithProgress[];
  unitId: number;
  unitName: string;
  unitTitle: string | null;
  courseId: string;
  courseName: string;
  totalCount: number;
  totalPages: number;
  currentPage: number;
  pageSize: number;
}

/** GET /api/Unit/{id}/lessons: a page of the unit's lessons with progress, and the unit's names. */
export async function listUnitLessons(
  ctx: TenantContext,
  options: PageRequest & { userId: string; unitId: number; staffPreview?: boolean },
): Promise<UnitLessonsPage> {
  const { tree, unit, holdings } = await entitledUnit(ctx, options);
  const start = offsetOf(options);
  const progress: Pick<Holdings, 'completedLessonIds' | 'submittedQuizIds'> = holdings;
  return {
    lessons: unit.lessons
      .slice(start, start + options.pageSize)
      .map((lesson) => lessonWithProgress(lesson, progress)),
    unitId: unit.id,
    unitName: unit.unitName,
    unitTitle: unit.titel,
    courseId: tree.course.id,
    courseName: tree.course.course_name,
    totalCount: unit.lessons.length,
    totalPages: totalPagesOf(unit.lessons.length, options.pageSize),
    currentPage: options.pageNumber,
    pageSize: options.pageSize,
  };
}
