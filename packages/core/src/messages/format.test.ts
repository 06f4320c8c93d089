import { describe, expect, it } from 'vitest';
import { formatNumber, intlLocale, LOCALES, pluralCategory } from './format.ts';

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
