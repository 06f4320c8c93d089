import { describe, expect, it } from 'vitest';
import { translate } from '../index.ts';

describe("My Lectures' count follows the Arabic plural rules", () => {
  it.each([
    [0, 0, 'عرض 0 من 0 محاضرة'],
    [1, 1, 'عرض 1 من محاضرة واحدة'],
    [2, 2, 'عرض 2 من محاضرتين'],
    [1, 2, 'عرض 1 من محاضرتين'],
    [3, 5, 'عرض 3 من 5 محاضرات'],
    [10, 10, 'عرض 10 من 10 محاضرات'],
    [4, 11, 'عرض 4 من 11 محاضرة'],
    [12, 99, 'عرض 12 من 99 محاضرة'],
    [20, 100, 'عرض 20 من 100 محاضرة'],
    [20, 103, 'عرض 20 من 103 محاضرات'],
  ])('%i of %i: %s', (shown, count, text) => {
    expect(translate('ar', 'myLectures.showing', { shown, count })).toBe(text);
  });

  it.each([
    [1, 1, 'Showing 1 of 1 lecture'],
    [2, 5, 'Showing 2 of 5 lectures'],
  ])('in English, %i of %i: %s', (shown, count, text) => {
    expect(translate('en', 'myLectures.showing', { shown, count })).toBe(text);
  });
});
