import { describe, expect, it } from 'vitest';
import { isCountedView, viewLimitOf, viewsLeft } from './video-views.ts';

describe('isCountedView', () => {
  it.each([
    [0, 600, false],
    [179.9, 600, false],
    [180, 600, true],
    [600, 600, true],
    [10, 0, false],
    [Number.NaN, 600, false],
  ])('%s s of %s s → %s', (watched, duration, counted) => {
    expect(isCountedView(watched, duration)).toBe(counted);
  });
});

describe('viewLimitOf', () => {
  it.each([
    [3, null, 3],
    [3, 5, 5],
    [null, 2, 2],
    [null, null, null],
    [3, 0, 0],
  ])('course %s, lesson %s → %s', (course, lesson, limit) => {
    expect(viewLimitOf(course, lesson)).toBe(limit);
  });
});

describe('viewsLeft', () => {
  it.each([
    [null, 0, 9, null],
    [3, 0, 0, 3],
    [3, 0, 3, 0],
    [3, 2, 3, 2],
    [1, 0, 4, 0],
  ])('limit %s + granted %s − used %s → %s', (limit, granted, used, left) => {
    expect(viewsLeft({ limit, granted, used })).toBe(left);
  });
});
