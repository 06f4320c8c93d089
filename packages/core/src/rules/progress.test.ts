import { describe, expect, it } from 'vitest';
import {
  PASSING_SCORE,
  VIDEO_NEARLY_DONE,
  isLessonDone,
  isNearlyDone,
  isPassing,
  lessonPosition,
  nextLesson,
  percentComplete,
  quizNotes,
  quizScore,
} from './progress.ts';
import type { LessonRef } from './quiz-lock.ts';

describe('constants', () => {
  it('passes at 70 and calls a video nearly done past 90 %', () => {
    expect(PASSING_SCORE).toBe(70);
    expect(VIDEO_NEARLY_DONE).toBe(0.9);
  });
});

describe('percentComplete (completed over total, rounded half up)', () => {
  it.each<[unknown, unknown, number]>([
    [0, 10, 0],
    [1, 10, 10],
    [5, 10, 50],
    [10, 10, 100],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13], // 12.5 rounds up
    [3, 8, 38], // 37.5 rounds up
    [29, 200, 15], // 14.5 rounds up despite float error in 29/200*100
    [1, 200, 1], // 0.5 rounds up
    [1, 201, 0],
    [199, 200, 100], // 99.5 rounds up
    [0, 0, 0],
    [5, 0, 0],
    [3, -2, 0],
    [-1, 10, 0],
    [12, 10, 100], // clamped
    [Number.NaN, 10, 0],
    [5, Number.NaN, 0],
    [5, Number.POSITIVE_INFINITY, 0],
    ['5', 10, 0],
    [null, undefined, 0],
  ])('%j of %j → %i %', (completed, total, expected) => {
    expect(percentComplete(completed, total)).toBe(expected);
  });
});

describe('quizScore (rounded percentage of correct answers)', () => {
  it.each<[unknown, unknown, number]>([
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [7, 10, 70],
    [2, 4, 50],
    [1, 6, 17],
    [0, 0, 0],
    [4, 3, 100],
    [-1, 3, 0],
    [Number.NaN, 3, 0],
    [undefined, 3, 0],
  ])('%j of %j → %i', (correct, total, expected) => {
    expect(quizScore(correct, total)).toBe(expected);
  });
});

describe('isPassing (score ≥ passing score)', () => {
  it.each<[unknown, number | undefined, boolean]>([
    [70, undefined, true],
    [69, undefined, false],
    [69.9, undefined, false],
    [100, undefined, true],
    [0, undefined, false],
    [67, undefined, false], // 2 of 3
    [50, 50, true],
    [49, 50, false],
    [0, 0, true],
    [Number.NaN, undefined, false],
    ['80', undefined, false],
    [null, undefined, false],
  ])('%j (passing %j) → %s', (score, passing, expected) => {
    expect(passing === undefined ? isPassing(score) : isPassing(score, passing)).toBe(expected);
  });
});

describe('quizNotes (wire text stored with a submission)', () => {
  it.each<[unknown, unknown, string]>([
    [2, 3, 'Correct answers: 2 out of 3'],
    [3, 3, 'Correct answers: 3 out of 3'],
    [0, 3, 'Correct answers: 0 out of 3'],
    [0, 0, 'Correct answers: 0 out of 0'],
    [5, 3, 'Correct answers: 3 out of 3'],
    [-1, 3, 'Correct answers: 0 out of 3'],
    [1.7, 3.2, 'Correct answers: 1 out of 3'],
    [Number.NaN, 3, 'Correct answers: 0 out of 3'],
    [undefined, undefined, 'Correct answers: 0 out of 0'],
  ])('%j of %j → %s', (correct, total, expected) => {
    expect(quizNotes(correct, total)).toBe(expected);
  });
});

describe('isLessonDone (video completed, quiz submitted)', () => {
  it.each<[unknown, boolean]>([
    [{ type: 'Video', isCompleted: true }, true],
    [{ type: 'Video', isCompleted: false }, false],
    [{ type: 'Video', isQuizSubmitted: true }, false],
    [{ type: 'Quiz', isQuizSubmitted: true }, true],
    [{ type: 'Quiz', isQuizSubmitted: false, isCompleted: true }, false],
    [{ type: 'Quiz' }, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (lesson, expected) => {
    expect(isLessonDone(lesson as never)).toBe(expected);
  });
});

const units = [{ lessons: [1, 2, 3] }, { lessons: [] }, { lessons: [1] }, { lessons: [1, 2] }];

describe('nextLesson', () => {
  it.each<[LessonRef | null, LessonRef | null]>([
    [
      { unitIndex: 0, lessonIndex: 0 },
      { unitIndex: 0, lessonIndex: 1 },
    ],
    [
      { unitIndex: 0, lessonIndex: 1 },
      { unitIndex: 0, lessonIndex: 2 },
    ],
    [
      { unitIndex: 0, lessonIndex: 2 },
      { unitIndex: 2, lessonIndex: 0 },
    ], // skips the empty unit
    [
      { unitIndex: 2, lessonIndex: 0 },
      { unitIndex: 3, lessonIndex: 0 },
    ],
    [
      { unitIndex: 3, lessonIndex: 0 },
      { unitIndex: 3, lessonIndex: 1 },
    ],
    [{ unitIndex: 3, lessonIndex: 1 }, null], // the last lesson
    [{ unitIndex: 0, lessonIndex: 3 }, null], // out of range
    [{ unitIndex: 1, lessonIndex: 0 }, null], // empty unit
    [{ unitIndex: 4, lessonIndex: 0 }, null],
    [{ unitIndex: -1, lessonIndex: 0 }, null],
    [{ unitIndex: 0, lessonIndex: 0.5 }, null],
    [null, null],
  ])('%j → %j', (current, expected) => {
    expect(nextLesson(units, current)).toEqual(expected);
  });

  it('returns null for no units', () => {
    expect(nextLesson([], { unitIndex: 0, lessonIndex: 0 })).toBeNull();
    expect(nextLesson(null, { unitIndex: 0, lessonIndex: 0 })).toBeNull();
  });
});

describe('lessonPosition (lesson n / total)', () => {
  it.each<[LessonRef | null, number | null]>([
    [{ unitIndex: 0, lessonIndex: 0 }, 1],
    [{ unitIndex: 0, lessonIndex: 2 }, 3],
    [{ unitIndex: 2, lessonIndex: 0 }, 4],
    [{ unitIndex: 3, lessonIndex: 1 }, 6],
    [{ unitIndex: 1, lessonIndex: 0 }, null],
    [{ unitIndex: 9, lessonIndex: 0 }, null],
    [null, null],
  ])('%j → %j of 6', (current, expected) => {
    expect(lessonPosition(units, current)).toEqual({ number: expected, total: 6 });
  });

  it('counts nothing for no units', () => {
    expect(lessonPosition(undefined, { unitIndex: 0, lessonIndex: 0 })).toEqual({ number: null, total: 0 });
  });
});

describe('isNearlyDone (more than 90 % played)', () => {
  it.each<[unknown, unknown, boolean]>([
    [0, 100, false],
    [89, 100, false],
    [90, 100, false], // exactly 90 % is not more than 90 %
    [90.01, 100, true],
    [91, 100, true],
    [100, 100, true],
    [120, 100, true],
    [54.1, 60, true],
    [54, 60, false],
    [10, 0, false],
    [10, -5, false],
    [10, Number.NaN, false], // duration unknown before metadata loads
    [10, Number.POSITIVE_INFINITY, false], // live stream
    [Number.NaN, 100, false],
    [undefined, undefined, false],
  ])('%j of %j → %s', (currentTime, duration, expected) => {
    expect(isNearlyDone(currentTime, duration)).toBe(expected);
  });
});
