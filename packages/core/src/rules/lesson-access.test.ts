import { describe, expect, it } from 'vitest';
import { lessonAccessDecision, type AccessUnit, type LessonAccessDecision } from './lesson-access.ts';
import type { LockScope } from './quiz-lock.ts';

// V video, Q unsubmitted quiz, S submitted quiz; '|' separates units; '#' marks a closed unit.
function course(shape: string): AccessUnit[] {
  return shape.split('|').map((unit) => ({
    accessible: !unit.startsWith('#'),
    lessons: [...unit.replace('#', '')].map((c) => ({
      type: c === 'V' ? 'Video' : 'Quiz',
      isQuizSubmitted: c === 'S',
    })),
  }));
}

describe('lessonAccessDecision (server enforcement of windows and quiz locks)', () => {
  it.each<[string, number, number, LockScope | undefined, LessonAccessDecision]>([
    ['VV', 0, 1, undefined, 'allowed'],
    ['VQV', 0, 1, undefined, 'allowed'], // the quiz itself
    ['VQV', 0, 2, undefined, 'quiz-locked'],
    ['VSV', 0, 2, undefined, 'allowed'],
    ['VQ|V', 1, 0, undefined, 'quiz-locked'],
    ['VQ|V', 1, 0, 'unit', 'allowed'],
    ['VV|#V', 1, 0, undefined, 'unit-closed'],
    ['VQ|#V', 1, 0, undefined, 'unit-closed'], // closed wins over quiz-locked
    ['#Q|V', 1, 0, undefined, 'quiz-locked'], // a quiz in a closed unit still locks later ones
    ['VV', 0, 2, undefined, 'not-found'],
    ['VV', 1, 0, undefined, 'not-found'],
    ['VV', -1, 0, undefined, 'not-found'],
    ['VV', 0, -1, undefined, 'not-found'],
    ['VV', 0, 0.5, undefined, 'not-found'],
    ['VV', Number.NaN, 0, undefined, 'not-found'],
    ['', 0, 0, undefined, 'not-found'],
  ])('%j unit %j lesson %j (%s) → %s', (shape, unitIndex, lessonIndex, scope, expected) => {
    expect(lessonAccessDecision({ units: course(shape), ref: { unitIndex, lessonIndex }, scope })).toBe(
      expected,
    );
  });

  it.each<[unknown, unknown]>([
    [null, { unitIndex: 0, lessonIndex: 0 }],
    [course('V'), null],
    ['x', { unitIndex: 0, lessonIndex: 0 }],
  ])('garbage (%j, %j) → not-found', (units, ref) => {
    expect(lessonAccessDecision({ units: units as never, ref: ref as never })).toBe('not-found');
  });
});
