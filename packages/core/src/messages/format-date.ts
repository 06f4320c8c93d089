/**
 * Dates, in a module of their own: the landing page writes none, and a module is bundled whole
 * (docs/decisions/0021-counts-without-intl.md keeps Intl off that page).
 */
import { toEpochMs, type InstantInput } from '../rules/instant.ts';
import { intlLocale } from './format.ts';
import type { Locale } from './types.ts';

/**
 * Dates use the same digits as numbers (Western in both languages); English writes the day
 * before the month ('26 Nov 2026'), as Egypt does.
 */
const DATE_TAGS: Record<Locale, string> = { ar: intlLocale('ar'), en: 'en-GB' };
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as a day (`date`) or a day and time (`dateTime`); chart axes pass their own options. */
export const DATE_STYLES = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A moment (a Date, epoch milliseconds, or ISO text; one without a zone is UTC, see
 * `toEpochMs`) in the locale's words with Western digits. '' when the value names no moment.
 */
export function formatDate(
  locale: Locale,
  value: InstantInput,
  options: Intl.DateTimeFormatOptions = DATE_STYLES.date,
): string {
  const ms = toEpochMs(value);
  if (ms === null) return '';
  const cacheKey = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_TAGS[locale], options);
    dateFormats.set(cacheKey, format);
  }
  return format.format(ms);
}
