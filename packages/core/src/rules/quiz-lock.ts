import type { UnitAccess } from './access-window.ts';

import type { LessonType } from '../contract/values.ts';

export interface LockLesson {
  type: LessonType | string;
  isQuizSubmitted?: boolean | null;
}

export interface LockUnit<L extends LockLesson = LockLesson> {
  lessons: readonly L[];
}

export interface LessonRef {
  unitIndex: number;
  lessonIndex: number;
}

/** Where earlier quizzes count: the whole course (course player) or the unit alone (unit viewer). */
export type LockScope = 'course' | 'unit';

/** Wire types are 'Video' | 'Quiz'; compared case-insensitively to be lenient with old data. */
export function isQuiz(lesson: LockLesson | null | undefined): boolean {
  return typeof lesson?.type === 'string' && lesson.type.toLowerCase() === 'quiz';
}

export function isExam(lesson: LockLesson | null | undefined): boolean {
  return typeof lesson?.type === 'string' && lesson.type.toLowerCase() === 'exam';
}

/**
 * A gate that still closes the lessons after it: a quiz not submitted, or an exam not passed at its
 * pass mark (for an exam the server sets `isQuizSubmitted` only once an attempt reached the mark).
 */
export function isUnsubmittedQuiz(lesson: LockLesson | null | undefined): boolean {
  return (isQuiz(lesson) || isExam(lesson)) && lesson?.isQuizSubmitted !== true;
}

function unitList<L extends LockLesson>(
  units: readonly LockUnit<L>[] | null | undefined,
): readonly LockUnit<L>[] {
  return Array.isArray(units) ? units : [];
}

function lessonList<L extends LockLesson>(unit: LockUnit<L> | null | undefined): readonly L[] {
  return Array.isArray(unit?.lessons) ? unit.lessons : [];
}

/**
 * Quiz locking (docs/product-rules.md): locked[u][l] is true when an earlier quiz (in the course, or with
 * scope 'unit' in the same unit) is not submitted. A quiz never locks itself. The selected
 * lesson is never shown locked.
 */
export function lessonLocks(
  units: readonly LockUnit[] | null | undefined,
  options: { scope: LockScope; selected?: LessonRef | null },
): boolean[][] {
  const selected = options.selected ?? null;
  let blockedInCourse = false;
  return unitList(units).map((unit, unitIndex) => {
    let blocked = options.scope === 'course' ? blockedInCourse : false;
    const locks = lessonList(unit).map((lesson, lessonIndex) => {
      const isSelected = selected?.unitIndex === unitIndex && selected.lessonIndex === lessonIndex;
      const locked = blocked && !isSelected;
      if (isUnsubmittedQuiz(lesson)) blocked = true;
      return locked;
    });
    if (blocked) blockedInCourse = true;
    return locks;
  });
}

/**
 * Whether one lesson is behind an unsubmitted earlier quiz (the server's check; no "selected"
 * exemption). A lesson that does not exist counts as locked.
 */
export function isLessonLocked(
  units: readonly LockUnit[] | null | undefined,
  ref: LessonRef,
  scope: LockScope = 'course',
): boolean {
  // what lessonLocks would say for this one lesson, without building the whole table: it runs
  // on every lesson a student opens
  const list = unitList(units);
  const unitIndex = ref?.unitIndex ?? -1;
  const lessonIndex = ref?.lessonIndex ?? -1;
  const lessons = Number.isInteger(unitIndex) && unitIndex >= 0 ? lessonList(list[unitIndex]) : [];
  if (!Number.isInteger(lessonIndex) || lessonIndex < 0 || lessonIndex >= lessons.length) return true;
  if (scope === 'course' && isUnitQuizLocked(list, unitIndex)) return true;
  for (let index = 0; index < lessonIndex; index += 1) if (isUnsubmittedQuiz(lessons[index])) return true;
  return false;
}

/** A unit is locked when an earlier unit still has an unsubmitted quiz. */
export function isUnitQuizLocked(units: readonly LockUnit[] | null | undefined, unitIndex: number): boolean {
  const list = unitList(units);
  if (!Number.isSafeInteger(unitIndex) || unitIndex < 0) return false;
  return list.slice(0, unitIndex).some((unit) => lessonList(unit).some(isUnsubmittedQuiz));
}

export type UnitStatusLabel =
  | { kind: 'complete-previous-quiz' }
  | { kind: 'days-left'; days: number }
  | { kind: 'always-available' }
  | { kind: 'closed'; reason: Exclude<UnitAccess, { state: 'open' } | { state: 'open-to-all' }> };

/**
 * Unit status label (docs/product-rules.md): 'Complete Previous Quiz' when an earlier unit has an unsubmitted
 * quiz; otherwise the days left, 'always available' for open-to-all, or why it is closed.
 */
export function unitStatusLabel(
  units: readonly LockUnit[] | null | undefined,
  unitIndex: number,
  access: UnitAccess,
): UnitStatusLabel {
  if (isUnitQuizLocked(units, unitIndex)) return { kind: 'complete-previous-quiz' };
  switch (access.state) {
    case 'open':
      return { kind: 'days-left', days: access.daysLeft };
    case 'open-to-all':
      return { kind: 'always-available' };
    default:
      return { kind: 'closed', reason: access };
  }
}
