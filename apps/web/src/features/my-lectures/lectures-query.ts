import { isGrade, isTerm, parseIndexParam, type Grade, type Term } from '@dars/core/rules';

/** My Lectures filters offered on screen (spec: terms First and Second). */
export const LECTURE_TERMS = ['First', 'Second'] as const satisfies readonly Term[];

export interface LecturesFilters {
  search: string;
  grade: Grade | null;
  term: Term | null;
  page: number;
}

/** Reads the filters from the URL query (q, grade, term, page); anything invalid falls back. */
export function readLecturesFilters(params: URLSearchParams): LecturesFilters {
  const grade = params.get('grade');
  const term = params.get('term');
  const page = parseIndexParam(params.get('page') ?? '');
  return {
    search: params.get('q') ?? '',
    grade: isGrade(grade) ? grade : null,
    term: isTerm(term) ? term : null,
    page: page !== null && page >= 1 ? page : 1,
  };
}

/** Writes changed filters; defaults are left out so the URL stays short. Changing a filter resets the page. */
export function writeLecturesFilters(
  params: URLSearchParams,
  change: Partial<LecturesFilters>,
): URLSearchParams {
  const current = readLecturesFilters(params);
  const filterChanged = 'search' in change || 'grade' in change || 'term' in change;
  const next: LecturesFilters = {
    ...current,
    ...change,
    page: change.page ?? (filterChanged ? 1 : current.page),
  };
  const out = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') out.delete(key);
    else out.set(key, value);
  };
  set('q', next.search);
  set('grade', next.grade);
  set('term', next.term);
  set('page', next.page > 1 ? String(next.page) : null);
  return out;
}
