import { isLessonDone, type DoneLesson } from './progress.ts';
import { lessonLocks } from './quiz-lock.ts';

/** A URL index parameter: digits only, a safe integer ≥ 0; anything else ('1.5', '-1', 'abc', '') → null. */
export function parseIndexParam(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

export interface StartUnit {
  /** Whether the unit's access window (or open-to-all) lets the student in now. */
  accessible: boolean;
  lessons: readonly DoneLesson[];
}

export type CourseStart =
  | {
      kind: 'lesson';
      unitIndex: number;
      lessonIndex: number;
      /** True when the URL's unit and lesson were honoured. */
      fromUrl: boolean;
      /** True when the URL named an existing unit but a lesson index beyond its lessons ('lesson not available'). */
      urlLessonNotAvailable: boolean;
    }
  /** No lessons in the course at all. */
  | { kind: 'empty' }
  /** Lessons exist but no unit is accessible now ('No units available now'). */
  | { kind: 'no-accessible-unit' };

interface Slot {
  unitIndex: number;
  lessonIndex: number;
  done: boolean;
  locked: boolean;
}

/**
 * Starting lesson, course player (docs/product-rules.md).
 * 1. URL unit and lesson that parse, are in range, whose unit is accessible and whose lesson is
 *    not quiz-locked → opened directly.
 * 2. Otherwise, over the lessons of accessible units in course order:
 *    all done → the first; else the lesson after the last done one if not quiz-locked;
 *    else the first lesson that is neither done nor quiz-locked; else the first lesson.
 * Quiz locks count every earlier quiz in the course, accessible unit or not.
 */
export function chooseCourseStartLesson(input: {
  units: readonly StartUnit[] | null | undefined;
  unitParam?: unknown;
  lessonParam?: unknown;
}): CourseStart {
  const units = Array.isArray(input.units) ? input.units : [];
  const lessonsOf = (unit: StartUnit | undefined): readonly DoneLesson[] =>
    Array.isArray(unit?.lessons) ? unit.lessons : [];
  if (units.every((unit) => lessonsOf(unit).length === 0)) return { kind: 'empty' };

  const locks = lessonLocks(
    units.map((unit) => ({ lessons: lessonsOf(unit) })),
    { scope: 'course' },
  );
  const unitIndex = parseIndexParam(input.unitParam);
  const lessonIndex = parseIndexParam(input.lessonParam);
  let urlLessonNotAvailable = false;
  if (unitIndex !== null && lessonIndex !== null && unitIndex < units.length) {
    const unit = units[unitIndex];
    if (lessonIndex >= lessonsOf(unit).length) urlLessonNotAvailable = true;
    else if (unit?.accessible === true && locks[unitIndex]?.[lessonIndex] === false) {
      return { kind: 'lesson', unitIndex, lessonIndex, fromUrl: true, urlLessonNotAvailable: false };
    }
  }

  const slots: Slot[] = [];
  units.forEach((unit, u) => {
    if (unit?.accessible !== true) return;
    lessonsOf(unit).forEach((lesson, l) => {
      slots.push({ unitIndex: u, lessonIndex: l, done: isLessonDone(lesson), locked: locks[u]?.[l] ?? true });
    });
  });
  const first = slots[0];
  if (!first) return { kind: 'no-accessible-unit' };

  const pick = (slot: Slot): CourseStart => ({
    kind: 'lesson',
    unitIndex: slot.unitIndex,
    lessonIndex: slot.lessonIndex,
    fromUrl: false,
    urlLessonNotAvailable,
  });
  if (slots.every((slot) => slot.done)) return pick(first);
  const lastDone = slots.map((slot) => slot.done).lastIndexOf(true);
  const afterLastDone = lastDone >= 0 ? slots[lastDone + 1] : undefined;
  if (afterLastDone && !afterLastDone.locked) return pick(afterLastDone);
  const firstOpen = slots.find((slot) => !slot.done && !slot.locked);
  return pick(firstOpen ?? first);
}

export type UnitViewerStart =
  | { kind: 'lesson'; lessonIndex: number; fromUrl: boolean; urlLessonNotAvailable: boolean }
  | { kind: 'empty' };

/**
 * Starting lesson, unit viewer (docs/product-rules.md): the URL lesson if in range and not behind an
 * unsubmitted earlier quiz of the unit; otherwise the first unlocked lesson.
 */
export function chooseUnitViewerStartLesson(input: {
  lessons: readonly DoneLesson[] | null | undefined;
  lessonParam?: unknown;
}): UnitViewerStart {
  const lessons = Array.isArray(input.lessons) ? input.lessons : [];
  if (lessons.length === 0) return { kind: 'empty' };
  const locks = lessonLocks([{ lessons }], { scope: 'unit' })[0] ?? [];
  const requested = parseIndexParam(input.lessonParam);
  if (requested !== null && locks[requested] === false) {
    return { kind: 'lesson', lessonIndex: requested, fromUrl: true, urlLessonNotAvailable: false };
  }
  const urlLessonNotAvailable = requested !== null && requested >= lessons.length;
  const firstUnlocked = locks.indexOf(false);
  return { kind: 'lesson', lessonIndex: Math.max(firstUnlocked, 0), fromUrl: false, urlLessonNotAvailable };
}
