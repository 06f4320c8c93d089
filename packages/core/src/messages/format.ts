import { groupThousands } from '../rules/digits.ts';
import type { Locale } from './types.ts';

export const LOCALES: readonly Locale[] = ['ar', 'en'];
export const DEFAULT_LOCALE: Locale = 'ar';

/**
 * BCP-47 tags used for Intl. Arabic uses Western digits (`nu-latn`): phone numbers, codes and
 * prices are far easier to read and to copy that way, and Egyptian school material mixes them
 * freely. Plural rules do not depend on the numbering system.
 */
const INTL_TAGS: Record<Locale, string> = { ar: 'ar-EG-u-nu-latn', en: 'en-EG' };

export function intlLocale(locale: Locale): string {
  return INTL_TAGS[locale];
}

export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return value === 'ar' || value === 'en';
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * Whole non-negative counts (lessons, students, prices in pounds) are written without Intl: both
 * locales write them with Western digits and a comma every three digits, which is what Intl gives
 * (format.test.ts checks it against Intl). The first Intl formatter a page makes loads the
 * locale's number data, 15–40 ms on a phone's main thread in the middle of hydrating the page.
 */
function formatCount(value: number, grouping: boolean): string {
  const digits = String(value);
  return grouping ? groupThousands(digits) : digits;
}

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  if (isCount(value)) {
    if (!options) return formatCount(value, true);
    if (Object.keys(options).length === 1 && options.useGrouping === false) return formatCount(value, false);
  }
  const cacheKey = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(cacheKey, format);
  }
  return format.format(value);
}

/** The CLDR plural rules of whole non-negative counts, without Intl (see formatCount). */
function countCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  if (locale === 'en') return count === 1 ? 'one' : 'other';
  if (count <= 2) return (['zero', 'one', 'two'] as const)[count]!;
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'other';
}

export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  if (isCount(count)) return countCategory(locale, count);
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}
