import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeArabic } from './search.ts';

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
