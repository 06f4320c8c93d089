import { DEFAULT_PASS_DEGREE } from '../contract/values.ts';
import { isQuiz, type LessonRef, type LockLesson } from './quiz-lock.ts';

/** Passing score (the contract's default pass degree). */
export const PASSING_SCORE: number = DEFAULT_PASS_DEGREE;
/** The Complete button appears once MORE than 90 % of the video has played. */
export const VIDEO_NEARLY_DONE = 0.9;

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * Whole percentage part/total: rounded to the nearest integer, halves up (1/8 → 13, 2/3 → 67),
 * computed as part·100/total so that 29/200 gives 15 (not 14 through float error).
 * part is clamped to [0, total]; total ≤ 0 or non-numbers give 0.
 */
function roundedPercent(part: unknown, total: unknown): number {
  const whole = count(total);
  if (whole <= 0) return 0;
  const clamped = Math.min(Math.max(count(part), 0), whole);
  return Math.round((clamped * 100) / whole);
}

/** Percent complete = completed lessons over total lessons (see roundedPercent). */
export function percentComplete(completed: unknown, total: unknown): number {
  return roundedPercent(completed, total);
}

/** Quiz score is the rounded percentage of correct answers. */
export function quizScore(correct: unknown, total: unknown): number {
  return roundedPercent(correct, total);
}

export function isPassing(score: unknown, passingScore: number = PASSING_SCORE): boolean {
  return typeof score === 'number' && Number.isFinite(score) && score >= passingScore;
}

/** The notes text stored with a quiz submission (a wire value, hence English). */
export function quizNotes(correct: unknown, total: unknown): string {
  const whole = Math.max(0, Math.floor(count(total)));
  const right = Math.min(Math.max(0, Math.floor(count(correct))), whole);
  return `Correct answers: ${right} out of ${whole}`;
}

export interface DoneLesson extends LockLesson {
  isCompleted?: boolean | null;
}

/** "Done" for a lesson: a video is completed, a quiz is submitted. */
export function isLessonDone(lesson: DoneLesson | null | undefined): boolean {
  if (!lesson) return false;
  return isQuiz(lesson) ? lesson.isQuizSubmitted === true : lesson.isCompleted === true;
}

interface UnitWithLessons {
  lessons: readonly unknown[];
}

function lessonsOf(unit: UnitWithLessons | null | undefined): readonly unknown[] {
  return Array.isArray(unit?.lessons) ? unit.lessons : [];
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The lesson after `current` in course order (skipping empty units), or null at the end or for a position that does not exist. */
export function nextLesson(
  units: readonly UnitWithLessons[] | null | undefined,
  current: LessonRef | null | undefined,
): LessonRef | null {
  const list = Array.isArray(units) ? units : [];
  if (!current || !isIndex(current.unitIndex) || !isIndex(current.lessonIndex)) return null;
  const { unitIndex, lessonIndex } = current;
  if (lessonIndex >= lessonsOf(list[unitIndex]).length) return null;
  if (lessonIndex + 1 < lessonsOf(list[unitIndex]).length) return { unitIndex, lessonIndex: lessonIndex + 1 };
  for (let u = unitIndex + 1; u < list.length; u += 1) {
    if (lessonsOf(list[u]).length > 0) return { unitIndex: u, lessonIndex: 0 };
  }
  return null;
}

/** 1-based position of a lesson in the whole course for 'lesson n / total'; null position if it does not exist. */
export function lessonPosition(
  units: readonly UnitWithLessons[] | null | undefined,
  current: LessonRef | null | undefined,
): { number: number | null; total: number } {
  const list = Array.isArray(units) ? units : [];
  const total = list.reduce((sum, unit) => sum + lessonsOf(unit).length, 0);
  if (!current || !isIndex(current.unitIndex) || !isIndex(current.lessonIndex))
    return { number: null, total };
  if (current.lessonIndex >= lessonsOf(list[current.unitIndex]).length) return { number: null, total };
  const before = list.slice(0, current.unitIndex).reduce((sum, unit) => sum + lessonsOf(unit).length, 0);
  return { number: before + current.lessonIndex + 1, total };
}

/** More than 90 % of a known, positive duration has played. */
export function isNearlyDone(currentTime: unknown, duration: unknown): boolean {
  const played = count(currentTime);
  const length = count(duration);
  return length > 0 && played / length > VIDEO_NEARLY_DONE;
}
