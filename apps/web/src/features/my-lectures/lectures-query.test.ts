import { describe, expect, it } from 'vitest';
import { readLecturesFilters, writeLecturesFilters } from './lectures-query.ts';

describe('My Lectures URL filters', () => {
  it.each([
    ['', { search: '', grade: null, term: null, page: 1 }],
    [
      'q=خلية&grade=Secondary2&term=Second&page=3',
      { search: 'خلية', grade: 'Secondary2', term: 'Second', page: 3 },
    ],
    ['grade=Primary1&term=Winter&page=-2', { search: '', grade: null, term: null, page: 1 }],
    ['page=0', { search: '', grade: null, term: null, page: 1 }],
    ['page=abc', { search: '', grade: null, term: null, page: 1 }],
  ])('reads ?%s', (query, expected) => {
    expect(readLecturesFilters(new URLSearchParams(query))).toEqual(expected);
  });

  it('resets the page when a filter changes and drops defaults', () => {
    const params = new URLSearchParams('q=a&page=4');
    expect(writeLecturesFilters(params, { grade: 'Secondary1' }).toString()).toBe('q=a&grade=Secondary1');
    expect(writeLecturesFilters(params, { page: 5 }).toString()).toBe('q=a&page=5');
    expect(writeLecturesFilters(params, { search: '' }).toString()).toBe('');
  });

  it('keeps unrelated parameters', () => {
    expect(writeLecturesFilters(new URLSearchParams('x=1'), { term: 'First' }).toString()).toBe(
      'x=1&term=First',
    );
  });
});
