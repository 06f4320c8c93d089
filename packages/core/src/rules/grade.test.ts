import { describe, expect, it } from 'vitest';
import { GRADES, TERMS, isGrade, isTerm, normalizeGrade, toGrade } from './grade.ts';

describe('normalizeGrade (grade normalisation)', () => {
  it.each<[unknown, string]>([
    // the three examples of docs/product-rules.md
    ['1st Secondary', 'Secondary1'],
    [2, 'Secondary2'],
    ['secondary3', 'Secondary3'],
    // already canonical
    ['Secondary1', 'Secondary1'],
    ['Secondary2', 'Secondary2'],
    ['Secondary3', 'Secondary3'],
    // the sample catalogue's grade values '1','2','1st','2nd','3rd'
    ['1', 'Secondary1'],
    ['2', 'Secondary2'],
    ['1st', 'Secondary1'],
    ['2nd', 'Secondary2'],
    ['3rd', 'Secondary3'],
    // numbers
    [1, 'Secondary1'],
    [3, 'Secondary3'],
    [0, 'Secondary0'],
    [12, 'Secondary12'],
    [2.5, 'Secondary2'],
    [-1, 'Secondary1'],
    // the first digit sequence is used, verbatim
    ['Grade 10', 'Secondary10'],
    ['01', 'Secondary01'],
    ['12abc3', 'Secondary12'],
    ['  secondary 2  ', 'Secondary2'],
    // Arabic-Indic digits count as digits
    ['الصف ٣ الثانوي', 'Secondary3'],
    ['۲', 'Secondary2'],
    // no digits: unchanged
    ['Secondary', 'Secondary'],
    ['الصف الأول الثانوي', 'الصف الأول الثانوي'],
    ['', ''],
    ['  ', '  '],
    // garbage
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [null, ''],
    [undefined, ''],
    [{}, ''],
    [['1'], ''],
    [true, ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeGrade(input)).toBe(expected);
  });
});

describe('toGrade', () => {
  it.each<[unknown, string | null]>([
    ['1st Secondary', 'Secondary1'],
    [2, 'Secondary2'],
    ['secondary3', 'Secondary3'],
    ['4', null],
    [0, null],
    ['Secondary', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(toGrade(input)).toBe(expected);
  });
});

describe('isGrade / isTerm', () => {
  it('lists the three grades and terms', () => {
    expect(GRADES).toEqual(['Secondary1', 'Secondary2', 'Secondary3']);
    expect(TERMS).toEqual(['First', 'Second', 'Summer']);
  });

  it.each<[unknown, boolean]>([
    ['Secondary1', true],
    ['Secondary2', true],
    ['Secondary3', true],
    ['secondary1', false],
    ['Secondary4', false],
    ['Primary1', false],
    ['', false],
    [1, false],
    [null, false],
  ])('isGrade(%j) → %s', (value, expected) => {
    expect(isGrade(value)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ['First', true],
    ['Second', true],
    ['Summer', true],
    ['first', false],
    ['Third', false],
    ['', false],
    [undefined, false],
  ])('isTerm(%j) → %s', (value, expected) => {
    expect(isTerm(value)).toBe(expected);
  });
});
