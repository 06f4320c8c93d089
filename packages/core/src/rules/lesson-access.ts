import { lessonLocks, type LessonRef, type LockLesson, type LockScope } from './quiz-lock.ts';

export interface AccessUnit {
  /** Result of isUnitAccessible(unitAccess(...)) for this unit. */
  accessible: boolean;
  lessons: readonly LockLesson[];
}

export type LessonAccessDecision = 'allowed' | 'not-found' | 'unit-closed' | 'quiz-locked';

/**
 * What the server checks before it returns lesson content (and what the client shows):
 * the lesson must exist, its unit must be accessible (window open or open to all), and no
 * earlier quiz (course scope; 'unit' scope for the unit viewer) may be unsubmitted.
 * Checked in that order, so a closed unit reports 'unit-closed' even when also quiz-locked.
 */
export function lessonAccessDecision(input: {
  units: readonly AccessUnit[] | null | undefined;
  ref: LessonRef | null | undefined;
  scope?: LockScope;
}): LessonAccessDecision {
  const units = Array.isArray(input?.units) ? input.units : [];
  const unitIndex = input?.ref?.unitIndex;
  const lessonIndex = input?.ref?.lessonIndex;
  if (!Number.isSafeInteger(unitIndex) || !Number.isSafeInteger(lessonIndex)) return 'not-found';
  const unit = units[unitIndex as number];
  const lessons = Array.isArray(unit?.lessons) ? unit.lessons : [];
  if ((lessonIndex as number) < 0 || (lessonIndex as number) >= lessons.length) return 'not-found';
  if (unit?.accessible !== true) return 'unit-closed';
  const locks = lessonLocks(
    units.map((u) => ({ lessons: Array.isArray(u?.lessons) ? u.lessons : [] })),
    { scope: input.scope ?? 'course' },
  );
  return locks[unitIndex as number]?.[lessonIndex as number] === false ? 'allowed' : 'quiz-locked';
}
