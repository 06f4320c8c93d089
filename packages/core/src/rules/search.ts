import { toAsciiDigits } from './digits.ts';

const DIACRITICS_AND_TATWEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/**
 * Folds Arabic text for search: removes diacritics (tashkeel, Quranic marks) and tatweel,
 * أ إ آ ٱ → ا, ى → ي, ة → ه, Arabic-Indic digits → ASCII, Latin lower-cased, runs of
 * whitespace collapsed, trimmed. Non-strings → ''.
 */
export function normalizeArabic(text: unknown): string {
  if (typeof text !== 'string') return '';
  return toAsciiDigits(text.normalize('NFC'))
    .replace(DIACRITICS_AND_TATWEEL, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * My Lectures search: true when every word of the query occurs (after normalizeArabic) in at
 * least one of the fields. An empty query matches everything; non-string fields are ignored.
 */
export function matchesSearch(query: unknown, fields: readonly unknown[] | null | undefined): boolean {
  const words = normalizeArabic(query)
    .split(' ')
    .filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystacks = (Array.isArray(fields) ? fields : []).map(normalizeArabic);
  return words.every((word) => haystacks.some((field) => field.includes(word)));
}
