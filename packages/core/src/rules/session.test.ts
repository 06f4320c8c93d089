import { describe, expect, it } from 'vitest';
import { isRefreshFailureFatal, isSessionCheckSuccess, shouldRevalidateRoute } from './session.ts';

describe('isSessionCheckSuccess (any 2xx, or 404)', () => {
  it.each<[unknown, boolean]>([
    [200, true],
    [201, true],
    [204, true],
    [299, true],
    [404, true],
    [199, false],
    [300, false],
    [304, false],
    [400, false],
    [401, false],
    [403, false],
    [500, false],
    [0, false],
    [null, false],
    [undefined, false],
    ['200', false],
    [200.5, false],
  ])('%j → %s', (status, expected) => {
    expect(isSessionCheckSuccess(status)).toBe(expected);
  });
});

describe('isRefreshFailureFatal (401 or 403)', () => {
  it.each<[unknown, boolean]>([
    [401, true],
    [403, true],
    [400, false],
    [500, false],
    [null, false],
  ])('%j → %s', (status, expected) => {
    expect(isRefreshFailureFatal(status)).toBe(expected);
  });
});

describe('shouldRevalidateRoute (not repeated within 5 s)', () => {
  it.each<[unknown, unknown, boolean]>([
    [0, 0, false],
    [0, 4_999, false],
    [0, 5_000, true],
    [0, 60_000, true],
    [10_000, 9_000, true], // clock went back
    [null, 1_000, true], // never validated
    [0, Number.NaN, true],
    [new Date(0), new Date(1_000), false],
  ])('last %j, now %j → %s', (last, now, expected) => {
    expect(shouldRevalidateRoute(last as number, now as number)).toBe(expected);
  });
});
