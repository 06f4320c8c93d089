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

export type GradeFilter = 'all' | 'Secondary1' | 'Secondary2' | 'Secondary3';
/** My Lectures offers First and Second only (spec §2). */
export type TermFilter = 'all' | 'First' | 'Second';

export interface LectureFilters {
  query?: unknown;
  grade?: GradeFilter | null;
  term?: TermFilter | null;
}

export interface FilterableLecture {
  unitName?: unknown;
  unitTitle?: unknown;
  courseName?: unknown;
  grade?: unknown;
  term?: unknown;
}

/** My Lectures: text search over unit name, unit title and course name, plus stage and term filters ('all' or missing = no filter). */
export function matchesLectureFilters(
  unit: FilterableLecture | null | undefined,
  filters: LectureFilters = {},
): boolean {
  if (!unit) return false;
  const grade = filters.grade ?? 'all';
  const term = filters.term ?? 'all';
  if (grade !== 'all' && unit.grade !== grade) return false;
  if (term !== 'all' && unit.term !== term) return false;
  return matchesSearch(filters.query, [unit.unitName, unit.unitTitle, unit.courseName]);
}

/** The units to show and the counts for 'showing X of Y units'. */
export function filterLectures<T extends FilterableLecture>(
  units: readonly T[] | null | undefined,
  filters: LectureFilters = {},
): { shown: T[]; shownCount: number; totalCount: number } {
  const list = Array.isArray(units) ? units : [];
  const shown = list.filter((unit) => matchesLectureFilters(unit, filters));
  return { shown, shownCount: shown.length, totalCount: list.length };
}
