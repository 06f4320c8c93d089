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

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  const cacheKey = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(cacheKey, format);
  }
  return format.format(value);
}

export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}
