import { describe, expect, it } from 'vitest';
import {
  filterLectures,
  matchesLectureFilters,
  matchesSearch,
  normalizeArabic,
  type LectureFilters,
} from './search.ts';

describe('normalizeArabic', () => {
  it.each<[unknown, string]>([
    ['أحياء', 'احياء'],
    ['إحياء', 'احياء'],
    ['آية', 'ايه'],
    ['ٱلوحدة', 'الوحده'],
    ['مستوى', 'مستوي'],
    ['الخلية', 'الخليه'],
    ['الخَلِيَّةُ', 'الخليه'], // diacritics and shadda
    ['عــلــم', 'علم'], // tatweel
    ['الوحدة ١', 'الوحده 1'],
    ['Biology UNIT', 'biology unit'],
    ['  many   spaces\there ', 'many spaces here'],
    ['', ''],
    [null, ''],
    [42, ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeArabic(input)).toBe(expected);
  });
});

describe('matchesSearch (unit name, unit title, course name)', () => {
  const fields = ['الوحدة الأولى: الخلية', 'Cell Biology', 'أحياء الصف الثالث'];
  it.each<[unknown, boolean]>([
    ['', true],
    ['   ', true],
    [null, true],
    ['الخلية', true],
    ['الخليه', true], // ة/ه folded
    ['الاولى', true], // hamza folded
    ['cell', true],
    ['CELL BIO', true],
    ['biology الثالث', true], // words may come from different fields
    ['احياء', true],
    ['physics', false],
    ['الخلية physics', false], // every word must match
    ['3', false],
  ])('%j → %s', (query, expected) => {
    expect(matchesSearch(query, fields)).toBe(expected);
  });

  it.each<[unknown, unknown, boolean]>([
    ['x', [], false],
    ['x', null, false],
    ['', null, true],
    ['x', [null, undefined, 5, 'X-ray'], true],
    ['unit 1', ['Unit ١'], true],
  ])('query %j in %j → %s', (query, haystack, expected) => {
    expect(matchesSearch(query, haystack as unknown[])).toBe(expected);
  });
});

describe('matchesLectureFilters / filterLectures (My Lectures)', () => {
  const lectures = [
    {
      unitId: 1,
      unitName: 'الوحدة الأولى',
      unitTitle: 'الخلية',
      courseName: 'أحياء ٣ث',
      grade: 'Secondary3',
      term: 'First',
    },
    {
      unitId: 2,
      unitName: 'الوحدة الثانية',
      unitTitle: 'الوراثة',
      courseName: 'أحياء ٣ث',
      grade: 'Secondary3',
      term: 'Second',
    },
    {
      unitId: 3,
      unitName: 'Unit 1',
      unitTitle: null,
      courseName: 'Biology 1',
      grade: 'Secondary1',
      term: 'First',
    },
  ];
  it.each<[string, LectureFilters, number[]]>([
    ['no filters', {}, [1, 2, 3]],
    ['all / all', { grade: 'all', term: 'all', query: '' }, [1, 2, 3]],
    ['grade Secondary3', { grade: 'Secondary3' }, [1, 2]],
    ['grade Secondary2', { grade: 'Secondary2' }, []],
    ['term First', { term: 'First' }, [1, 3]],
    ['term Second', { term: 'Second' }, [2]],
    ['grade and term', { grade: 'Secondary3', term: 'First' }, [1]],
    ['search the title', { query: 'الوراثه' }, [2]],
    ['search the course name', { query: 'احياء' }, [1, 2]],
    ['search a Latin unit name', { query: 'unit' }, [3]],
    ['search with filters', { query: 'الوحدة', term: 'Second' }, [2]],
    ['nothing matches', { query: 'كيمياء' }, []],
    ['null filters mean all', { grade: null, term: null }, [1, 2, 3]],
  ])('%s', (_name, filters, expectedIds) => {
    const result = filterLectures(lectures, filters);
    expect(result.shown.map((unit) => unit.unitId)).toEqual(expectedIds);
    expect(result.shownCount).toBe(expectedIds.length);
    expect(result.totalCount).toBe(3);
  });

  it('handles a missing list and a missing unit', () => {
    expect(filterLectures(null)).toEqual({ shown: [], shownCount: 0, totalCount: 0 });
    expect(matchesLectureFilters(null)).toBe(false);
  });
});
