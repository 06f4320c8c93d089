/**
 * The pure rules of `@dars/core/rules` as this server applies them to a course tree.
 * Enforcement calls these; none of the rules is re-implemented here.
 */
import {
  isLessonLocked,
  unitAccess,
  unitViewerAccess,
  type LockUnit,
  type UnitAccess,
} from '@dars/core/rules';
import type { TreeUnit } from '../course-tree/course-tree.ts';

export type { UnitAccess };

/** The units with each lesson's submitted flag, as the lock rule reads them. */
export function lockUnits(units: readonly TreeUnit[], submittedQuizIds: ReadonlySet<number>): LockUnit[] {
  return units.map((unit) => ({
    lessons: unit.lessons.map((lesson) => ({
      type: lesson.type,
      isQuizSubmitted: submittedQuizIds.has(lesson.id),
    })),
  }));
}

/** Course player lock: an unsubmitted quiz anywhere earlier in the course. */
export function isLockedInCourse(
  units: readonly TreeUnit[],
  lessonId: number,
  submittedQuizIds: ReadonlySet<number>,
): boolean {
  const unitIndex = units.findIndex((unit) => unit.lessons.some((lesson) => lesson.id === lessonId));
  const lessonIndex =
    unitIndex < 0 ? -1 : (units[unitIndex]?.lessons.findIndex((lesson) => lesson.id === lessonId) ?? -1);
  // later units cannot lock it: only those up to its own are turned into lock units
  const upToIt = units.slice(0, Math.max(0, unitIndex + 1));
  return isLessonLocked(lockUnits(upToIt, submittedQuizIds), { unitIndex, lessonIndex }, 'course');
}

/** Unit viewer lock: an unsubmitted quiz earlier in the same unit. */
export function isLockedInUnit(
  unit: TreeUnit,
  lessonId: number,
  submittedQuizIds: ReadonlySet<number>,
): boolean {
  const lessonIndex = unit.lessons.findIndex((lesson) => lesson.id === lessonId);
  return isLessonLocked(lockUnits([unit], submittedQuizIds), { unitIndex: 0, lessonIndex }, 'unit');
}

/** Course path window: unit `unitIndex` (zero-based) counted from the enrollment date. */
export const courseUnitAccess = (input: {
  unitIndex: number;
  enrollmentDate: string | null;
  isOpenToAll: boolean;
  now: Date;
}) => unitAccess(input);

/** Unit-code path window: unit 0 counted from when the unit was acquired. */
export const ownedUnitAccess = (input: { acquiredAt: string; now: Date }) => unitViewerAccess(input);
