import type { CourseTreeWithProgress, LessonWithProgress } from '@dars/core/contract';
import {
  chooseCourseStartLesson,
  isLessonDone,
  isUnitAccessible,
  isUnitQuizLocked,
  lessonLocks,
  lessonPosition,
  nextLesson,
  percentComplete,
  unitAccess,
  unitStatusLabel,
  type CourseStart,
  type LessonRef,
  type UnitAccess,
  type UnitStatusLabel,
} from '@dars/core/rules';

export interface CourseUnitView {
  id: number;
  name: string;
  lessons: LessonWithProgress[];
  access: UnitAccess;
  status: UnitStatusLabel;
  /** Disabled in the drawer: outside its window or behind an unsubmitted earlier quiz. */
  locked: boolean;
  lessonLocked: boolean[];
}

export interface CourseView {
  units: CourseUnitView[];
  start: CourseStart;
  selected: LessonRef | null;
  selectedLesson: LessonWithProgress | null;
  /**
   * The lesson the URL is rewritten to, so reload and back keep the lesson on screen; null when
   * the URL must stay as it is: it already names that lesson, or it named a lesson beyond its
   * unit and 'lesson not available' shows until the student picks a lesson.
   */
  urlTarget: LessonRef | null;
  /** The lesson that "continue" opens: the next one in course order, if its unit's window is open now. */
  next: LessonRef | null;
  /** The next lesson's unit when it is closed (e.g. opens in N days): finishing stays on this lesson. */
  nextUnitClosed: CourseUnitView | null;
  position: { number: number | null; total: number };
  percent: number;
}

/** A lesson counts as done when the server says so or the local mirror recorded it. */
export function withLocalCompletions(
  tree: CourseTreeWithProgress,
  completedIds: readonly number[],
): CourseTreeWithProgress {
  if (completedIds.length === 0) return tree;
  const local = new Set(completedIds);
  return {
    ...tree,
    units: tree.units.map((unit) => ({
      ...unit,
      lessons: unit.lessons.map((lesson) =>
        lesson.type === 'Video' && !lesson.isCompleted && local.has(lesson.id)
          ? { ...lesson, isCompleted: true }
          : lesson,
      ),
    })),
  };
}

/** Everything the course player shows, from the tree, the clock and the URL (all rules from core). */
export function buildCourseView(
  tree: CourseTreeWithProgress,
  now: number,
  params: { unit: string | null; lesson: string | null },
): CourseView {
  const accesses = tree.units.map((_, unitIndex) =>
    unitAccess({ unitIndex, enrollmentDate: tree.enrollmentDate, isOpenToAll: tree.isOpenToAll, now }),
  );
  const start = chooseCourseStartLesson({
    units: tree.units.map((unit, index) => ({
      accessible: isUnitAccessible(accesses[index]!),
      lessons: unit.lessons,
    })),
    unitParam: params.unit,
    lessonParam: params.lesson,
  });
  const selected: LessonRef | null =
    start.kind === 'lesson' ? { unitIndex: start.unitIndex, lessonIndex: start.lessonIndex } : null;
  const locks = lessonLocks(tree.units, { scope: 'course', selected });

  const units: CourseUnitView[] = tree.units.map((unit, index) => {
    const access = accesses[index]!;
    const accessible = isUnitAccessible(access);
    const locked = !accessible || isUnitQuizLocked(tree.units, index);
    const isSelectedUnit = selected?.unitIndex === index;
    return {
      id: unit.id,
      name: unit.unitName,
      lessons: unit.lessons,
      access,
      status: unitStatusLabel(tree.units, index, access),
      locked: locked && !isSelectedUnit,
      lessonLocked: unit.lessons.map(
        (_, lessonIndex) =>
          (!accessible && !(isSelectedUnit && selected?.lessonIndex === lessonIndex)) ||
          (locks[index]?.[lessonIndex] ?? true),
      ),
    };
  });

  const allLessons = tree.units.flatMap((unit) => unit.lessons);
  const done = allLessons.filter((lesson) => isLessonDone(lesson)).length;
  const following = nextLesson(tree.units, selected);
  const followingUnit = following ? units[following.unitIndex] : undefined;
  const followingOpen = followingUnit !== undefined && isUnitAccessible(followingUnit.access);
  const urlNamesSelected =
    selected !== null &&
    params.unit === String(selected.unitIndex) &&
    params.lesson === String(selected.lessonIndex);
  const keepUrl = start.kind === 'lesson' && start.urlLessonNotAvailable;
  return {
    units,
    start,
    selected,
    selectedLesson: selected ? (tree.units[selected.unitIndex]?.lessons[selected.lessonIndex] ?? null) : null,
    urlTarget: keepUrl || urlNamesSelected ? null : selected,
    next: followingOpen ? following : null,
    nextUnitClosed: following && !followingOpen && followingUnit ? followingUnit : null,
    position: lessonPosition(tree.units, selected),
    percent: percentComplete(done, allLessons.length),
  };
}
