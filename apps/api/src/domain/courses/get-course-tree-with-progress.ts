import type { CourseTreeWithProgress, LessonWithProgress, UnitWithProgress } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import { toCourseSummary } from '../course-tree/course-fields.ts';
import { courseTreeAt, type TreeLesson, type TreeUnit } from '../course-tree/course-tree.ts';
import { assertCourseId } from './get-course-details.ts';
import {
  hasCourseEntitlement,
  previewHoldings,
  readHoldingRowsBeforeTree,
  type Holdings,
} from '../access/entitlement.ts';

/**
 * The course player's tree: the course, its active units and lessons in order, and the student's
 * progress. Only for an enrolled student, or anyone signed in when the course is open to all.
 * One statement on a warm cache: the course's version with the student's enrollment, unit
 * ownerships, completions and submissions; the course row, units and lessons are cached per
 * modification date (three more statements when it changes).
 */
export async function getCourseTreeWithProgress(
  ctx: TenantContext,
  options: { userId: string; courseId: string; staffPreview?: boolean },
): Promise<CourseTreeWithProgress> {
  const { tree, holdings } = await entitledCourseTree(ctx, options);
  return {
    ...toCourseSummary(previewed(tree.course, options.staffPreview)),
    enrollmentDate: holdings.enrollmentDate,
    units: tree.units.map((unit) => withProgress(unit, holdings)),
  };
}

/**
 * The same answer as `getCourseTreeWithProgress`, already serialised: the JSON of every unit and
 * lesson is rendered once per cached tree and only the student's flags are filled in per request
 * (the course player's hottest call; its tree is 80 lessons).
 */
export async function getCourseTreeWithProgressJson(
  ctx: TenantContext,
  options: { userId: string; courseId: string; staffPreview?: boolean },
): Promise<string> {
  const { tree, holdings } = await entitledCourseTree(ctx, options);
  const fragments = fragmentsOf(tree.units);
  const course = JSON.stringify(toCourseSummary(previewed(tree.course, options.staffPreview)));
  let json = `${course.slice(0, -1)},"enrollmentDate":${JSON.stringify(holdings.enrollmentDate)},"units":[`;
  tree.units.forEach((unit, u) => {
    json += `${u ? ',' : ''}${fragments[u]!.head}`;
    unit.lessons.forEach((lesson, l) => {
      const isQuizSubmitted = lesson.type !== 'Video' && holdings.submittedQuizIds.has(lesson.id);
      const isCompleted = isQuizSubmitted || holdings.completedLessonIds.has(lesson.id);
      json += `${l ? ',' : ''}${fragments[u]!.lessons[l]!}"isCompleted":${isCompleted},"isQuizSubmitted":${isQuizSubmitted}}`;
    });
    json += ']}';
  });
  return `${json}]}`;
}

/** In a staff preview the course is shown open to all, so the player opens every unit. */
function previewed<C extends { is_open_to_all: unknown }>(course: C, staffPreview?: boolean): C {
  return staffPreview ? { ...course, is_open_to_all: 1 } : course;
}

/**
 * The course tree and the caller's holdings. A staff preview (Moderator or Admin, who never enrol)
 * needs no entitlement and carries no progress; a student's checks are unchanged.
 */
async function entitledCourseTree(
  ctx: TenantContext,
  options: { userId: string; courseId: string; staffPreview?: boolean },
) {
  const courseId = assertCourseId(options.courseId);
  const holdingRead = await readHoldingRowsBeforeTree(ctx, options.userId, courseId);
  const version = holdingRead.rows.find((row) => row.kind === 'v');
  const tree = version?.at
    ? await courseTreeAt(ctx, courseId, { modificationDate: version.at, isOpenToAll: Number(version.ref) })
    : undefined;
  if (!tree) throw notFound(SERVER_MESSAGES.courseDetailsNotFound);
  if (options.staffPreview) return { tree, holdings: previewHoldings() };
  const holdings = await holdingRead.holdingsOn(tree);
  if (!hasCourseEntitlement(tree, holdings)) throw forbidden('not_enrolled', SERVER_MESSAGES.notEnrolled);
  return { tree, holdings };
}

interface UnitFragments {
  /** `{"id":…,"unitName":…,"titel":…,"order":…,"active":…,"lessons":[` */
  head: string;
  /** per lesson: `{"id":…,"lessonName":…,"titel":…,"order":…,"active":…,"type":…,` */
  lessons: string[];
}

const renderedTrees = new WeakMap<readonly TreeUnit[], UnitFragments[]>();

function fragmentsOf(units: readonly TreeUnit[]): UnitFragments[] {
  let fragments = renderedTrees.get(units);
  if (!fragments) {
    fragments = units.map((unit) => ({
      head: `${JSON.stringify({ id: unit.id, unitName: unit.unitName, titel: unit.titel, order: unit.order, active: unit.active }).slice(0, -1)},"lessons":[`,
      lessons: unit.lessons.map(
        (lesson) =>
          `${JSON.stringify({ id: lesson.id, lessonName: lesson.lessonName, titel: lesson.titel, order: lesson.order, active: lesson.active, type: lesson.type }).slice(0, -1)},`,
      ),
    }));
    renderedTrees.set(units, fragments);
  }
  return fragments;
}

export function withProgress(
  unit: TreeUnit,
  holdings: Pick<Holdings, 'completedLessonIds' | 'submittedQuizIds'>,
): UnitWithProgress {
  return {
    id: unit.id,
    unitName: unit.unitName,
    titel: unit.titel,
    order: unit.order,
    active: unit.active,
    lessons: unit.lessons.map((lesson) => lessonWithProgress(lesson, holdings)),
  };
}

export function lessonWithProgress(
  lesson: TreeLesson,
  holdings: Pick<Holdings, 'completedLessonIds' | 'submittedQuizIds'>,
): LessonWithProgress {
  const isQuizSubmitted = lesson.type !== 'Video' && holdings.submittedQuizIds.has(lesson.id);
  return {
    id: lesson.id,
    lessonName: lesson.lessonName,
    titel: lesson.titel,
    order: lesson.order,
    active: lesson.active,
    type: lesson.type,
    isCompleted: isQuizSubmitted || holdings.completedLessonIds.has(lesson.id),
    isQuizSubmitted,
  };
}
