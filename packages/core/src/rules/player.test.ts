import { describe, expect, it } from 'vitest';
import {
  clampVolume,
  completeButton,
  isPlaybackSpeed,
  isSeekRequestExpired,
  stepVolume,
  type CompleteButton,
} from './player.ts';

describe('clampVolume (0 to 1 on the 0.1 grid)', () => {
  it.each<[unknown, number]>([
    [0, 0],
    [1, 1],
    [0.5, 0.5],
    [0.1 + 0.2, 0.3],
    [0.74, 0.7],
    [0.75, 0.8],
    [0.33, 0.3],
    [0.06, 0.1],
    [-0.2, 0],
    [1.4, 1],
    [1.7, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [Number.NEGATIVE_INFINITY, 0],
    ['0.5', 1],
  ])('%j → %j', (volume, expected) => {
    expect(clampVolume(volume)).toBe(expected);
  });
});

describe('stepVolume', () => {
  it.each<[number, number, number]>([
    [0.5, 1, 0.6],
    [0.5, -1, 0.4],
    [0.2, 1, 0.3],
    [0.9, 1, 1],
    [1, 1, 1],
    [0.1, -1, 0],
    [0, -1, 0],
    [0.7, -1, 0.6],
    [1, -2, 0.8],
    [0, 5, 0.5],
    [0.5, 7, 1],
    [0.5, -9, 0],
    [0.5, 0, 0.5],
    [0.5, 1.9, 0.6],
    [0.5, Number.NaN, 0.5],
  ])('%j by %j steps → %j', (volume, steps, expected) => {
    expect(stepVolume(volume, steps)).toBe(expected);
  });

  it('walks from 0 to 1 in exactly ten clean steps', () => {
    let volume = 0;
    const seen: number[] = [];
    for (let i = 0; i < 10; i += 1) seen.push((volume = stepVolume(volume, 1)));
    expect(seen).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
  });
});

describe('isPlaybackSpeed', () => {
  it.each<[unknown, boolean]>([
    [0.5, true],
    [0.75, true],
    [1, true],
    [1.25, true],
    [1.5, true],
    [1.75, true],
    [2, true],
    [0.25, false],
    [3, false],
    ['1', false],
  ])('%j → %s', (speed, expected) => {
    expect(isPlaybackSpeed(speed)).toBe(expected);
  });
});

describe('completeButton (video completion)', () => {
  it.each<[number, number, boolean, CompleteButton | null]>([
    [50, 100, true, null],
    [90, 100, true, null],
    [91, 100, true, 'complete-and-continue'],
    [91, 100, false, 'complete-lesson'],
    [100, 100, false, 'complete-lesson'],
    [10, 0, true, null],
    [10, Number.NaN, false, null],
  ])('%j of %j, next %s → %j', (currentTime, duration, hasNextLesson, expected) => {
    expect(completeButton({ currentTime, duration, hasNextLesson })).toBe(expected);
  });

  it.each<[boolean, boolean, CompleteButton | null]>([
    [false, true, null],
    [false, false, null],
    [true, true, 'complete-and-continue'],
    [true, false, 'complete-lesson'],
  ])('90 %% reached before (%s), next %s → %j', (reachedNearlyDone, hasNextLesson, expected) => {
    expect(completeButton({ reachedNearlyDone, hasNextLesson })).toBe(expected);
  });

  it('stays shown after seeking back below 90 % once 90 % was reached', () => {
    expect(
      completeButton({ currentTime: 10, duration: 100, reachedNearlyDone: true, hasNextLesson: true }),
    ).toBe('complete-and-continue');
    expect(
      completeButton({ currentTime: 10, duration: 100, reachedNearlyDone: false, hasNextLesson: true }),
    ).toBe(null);
  });
});

describe('isSeekRequestExpired (after 5 s)', () => {
  it.each<[unknown, unknown, boolean]>([
    [0, 0, false],
    [0, 5_000, false],
    [0, 5_001, true],
    [1_000, 3_000, false],
    [null, 0, true],
    [0, 'later', true],
  ])('asked %j, now %j → %s', (requestedAt, now, expected) => {
    expect(isSeekRequestExpired(requestedAt as number, now as number)).toBe(expected);
  });
});
