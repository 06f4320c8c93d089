import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from './digits.ts';
import { toEpochMs } from './instant.ts';

describe('toEpochMs', () => {
  const jan1 = Date.UTC(2026, 0, 1, 10, 0, 0);
  it.each<[unknown, number | null]>([
    [new Date(jan1), jan1],
    [jan1, jan1],
    [0, 0],
    ['2026-01-01T10:00:00Z', jan1],
    ['2026-01-01T10:00:00.000Z', jan1],
    ['2026-01-01T10:00:00', jan1], // no zone → UTC
    ['2026-01-01 10:00:00', jan1],
    ['2026-01-01T10:00', jan1],
    ['2026-01-01T10:00:00.1234567', jan1 + 123], // .NET 7-digit fractions
    ['2026-01-01T12:00:00+02:00', jan1],
    ['2026-01-01', Date.UTC(2026, 0, 1)],
    [' 2026-01-01T10:00:00Z ', jan1],
    ['', null],
    ['not a date', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [9e15, null], // beyond the Date range
    [new Date(Number.NaN), null],
    [null, null],
    [undefined, null],
    [{}, null],
    [true, null],
  ])('%j → %j', (input, expected) => {
    expect(toEpochMs(input)).toBe(expected);
  });
});

describe('toAsciiDigits', () => {
  it.each<[string, string]>([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['abc 123', 'abc 123'],
    ['رقم ٥', 'رقم 5'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(toAsciiDigits(input)).toBe(expected);
  });
});
