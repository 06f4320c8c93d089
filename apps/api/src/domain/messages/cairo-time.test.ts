import { describe, expect, it } from 'vitest';
import { isQuietHour, nextSendingTime, startOfCairoDay } from './cairo-time.ts';
import { internationalPhone } from './phones.ts';

describe('quiet hours in Cairo time', () => {
  it.each([
    // winter: Cairo = UTC+2
    ['2026-01-15T05:59:00Z', true, '2026-01-15T06:00:00.000Z'], // 07:59 Cairo → 08:00
    ['2026-01-15T06:00:00Z', false, '2026-01-15T06:00:00.000Z'], // 08:00 Cairo: sends
    ['2026-01-15T19:59:00Z', false, '2026-01-15T19:59:00.000Z'], // 21:59 Cairo: sends
    ['2026-01-15T20:00:00Z', true, '2026-01-16T06:00:00.000Z'], // 22:00 Cairo → next morning
    ['2026-01-15T23:30:00Z', true, '2026-01-16T06:00:00.000Z'], // 01:30 Cairo → same morning
    // summer time: Cairo = UTC+3
    ['2026-07-15T19:30:00Z', true, '2026-07-16T05:00:00.000Z'], // 22:30 Cairo → 08:00 = 05:00 UTC
    ['2026-07-15T18:59:00Z', false, '2026-07-15T18:59:00.000Z'], // 21:59 Cairo
  ])('at %s quiet=%s, sends at %s', (at, quiet, sendAt) => {
    expect(isQuietHour(new Date(at))).toBe(quiet);
    expect(nextSendingTime(new Date(at)).toISOString()).toBe(sendAt);
  });

  it('the Cairo day starts at local midnight', () => {
    // 23:30 on the 15th in Cairo, then 00:30 on the 16th
    expect(startOfCairoDay(new Date('2026-01-15T21:30:00Z')).toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(startOfCairoDay(new Date('2026-01-15T22:30:00Z')).toISOString()).toBe('2026-01-15T22:00:00.000Z');
    expect(startOfCairoDay(new Date('2026-07-15T10:00:00Z')).toISOString()).toBe('2026-07-14T21:00:00.000Z');
  });
});

describe('internationalPhone', () => {
  it.each([
    ['01012345678', '201012345678'],
    ['+201112345678', '201112345678'],
    ['201512345678', '201512345678'],
    ['0101234567', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(internationalPhone(input)).toBe(expected);
  });
});
