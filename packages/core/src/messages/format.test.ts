import { describe, expect, it } from 'vitest';
import { DATE_STYLES, formatDate } from './format-date.ts';
import { formatNumber, intlLocale, LOCALES, pluralCategory } from './format.ts';
import type { Locale } from './types.ts';

// whole counts skip Intl (format.ts): they must read exactly as Intl writes them
const counts = [
  ...Array.from({ length: 1_201 }, (_, n) => n),
  1_999,
  9_999,
  10_000,
  12_345,
  99_999,
  100_000,
  123_456,
  999_999,
  1_000_000,
  1_234_567,
  98_765_432,
  2_147_483_647,
  Number.MAX_SAFE_INTEGER,
];

describe.each(LOCALES)('whole counts in %s read as Intl writes them', (locale) => {
  const format = new Intl.NumberFormat(intlLocale(locale));
  const rules = new Intl.PluralRules(intlLocale(locale));

  it('formatNumber', () => {
    for (const count of counts) expect(formatNumber(locale, count), String(count)).toBe(format.format(count));
  });

  it('formatNumber without grouping', () => {
    const plain = new Intl.NumberFormat(intlLocale(locale), { useGrouping: false });
    for (const count of counts)
      expect(formatNumber(locale, count, { useGrouping: false }), String(count)).toBe(plain.format(count));
  });

  it('pluralCategory', () => {
    for (const count of counts)
      expect(pluralCategory(locale, count), String(count)).toBe(rules.select(count));
  });
});

describe('numbers that are not whole counts still go through Intl', () => {
  it.each([
    ['ar', -1234, new Intl.NumberFormat(intlLocale('ar')).format(-1234)],
    ['en', 1234.5, '1,234.5'],
    ['ar', 0.25, new Intl.NumberFormat(intlLocale('ar')).format(0.25)],
  ] as const)('%s %d', (locale, value, expected) => {
    expect(formatNumber(locale, value)).toBe(expected);
  });

  it('options are honoured', () => {
    expect(formatNumber('en', 1234, { minimumFractionDigits: 2 })).toBe('1,234.00');
  });

  it('plural of a fraction or a negative number', () => {
    expect(pluralCategory('ar', 1.5)).toBe(new Intl.PluralRules(intlLocale('ar')).select(1.5));
    expect(pluralCategory('en', -1)).toBe(new Intl.PluralRules(intlLocale('en')).select(-1));
  });
});

describe('formatDate', () => {
  const utc = (options: Intl.DateTimeFormatOptions) => ({ ...options, timeZone: 'UTC' });
  it.each<[Locale, unknown, Intl.DateTimeFormatOptions, string]>([
    ['ar', '2026-11-26T22:05:00.000Z', utc(DATE_STYLES.date), '26\u200f/11\u200f/2026'],
    ['en', '2026-11-26T22:05:00.000Z', utc(DATE_STYLES.date), '26 Nov 2026'],
    ['en', '2026-11-26T22:05:00.000Z', utc(DATE_STYLES.dateTime), '26 Nov 2026, 22:05'],
    // a time without a zone is UTC, as the original back end sends it
    ['en', '2026-01-02T03:04:00', utc(DATE_STYLES.dateTime), '2 Jan 2026, 03:04'],
    ['en', Date.UTC(2026, 0, 2), utc({ day: 'numeric', month: 'short' }), '2 Jan'],
    ['en', new Date(Date.UTC(2030, 5, 30)), utc(DATE_STYLES.date), '30 Jun 2030'],
    ['ar', null, DATE_STYLES.date, ''],
    ['en', 'not a date', DATE_STYLES.date, ''],
    ['ar', '', DATE_STYLES.date, ''],
  ])('%s %j → %j', (locale, value, options, text) => {
    expect(formatDate(locale, value as string, options)).toBe(text);
  });

  it.each(LOCALES)('writes Western digits only in %s, whatever the style', (locale) => {
    const moments = Array.from({ length: 48 }, (_, i) => Date.UTC(2020 + (i % 12), i % 12, 1 + i, i % 24, i));
    for (const style of [DATE_STYLES.date, DATE_STYLES.dateTime, { day: 'numeric', month: 'short' } as const])
      for (const ms of moments)
        expect(formatDate(locale, ms, style)).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });
});

describe('formatNumber digits', () => {
  it.each<[Locale, number, Intl.NumberFormatOptions | undefined, string]>([
    ['ar', 90, undefined, '90'],
    ['ar', 1234567, undefined, '1,234,567'],
    ['ar', 72.46, { maximumFractionDigits: 1 }, '72.5'],
    ['en', 72.46, { maximumFractionDigits: 1 }, '72.5'],
    ['en', 0.9, { style: 'percent' }, '90%'],
    ['ar', -3, undefined, '\u200e-3'],
  ])('%s %d %j → %j', (locale, value, options, text) => {
    expect(formatNumber(locale, value, options)).toBe(text);
  });

  it('writes Western digits only in Arabic, whatever the options', () => {
    for (const options of [undefined, { style: 'percent' }, { maximumFractionDigits: 2 }] as const)
      for (const value of [0, 0.5, 2.25, 90, 1234.5, -7])
        expect(formatNumber('ar', value, options)).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });
});
