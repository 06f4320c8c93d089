import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_MAX_LENGTH, CODE_MIN_LENGTH, isWellFormedCode, normalizeCode } from './codes.ts';

describe('CODE_ALPHABET', () => {
  it('has upper-case letters and digits without 0, O, 1, I, L', () => {
    expect(CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
    expect(CODE_ALPHABET.length).toBe(31);
    expect([CODE_MIN_LENGTH, CODE_MAX_LENGTH]).toEqual([10, 32]);
  });
});

describe('normalizeCode', () => {
  it.each<[unknown, string]>([
    ['ABCD-EFGH-JK', 'ABCDEFGHJK'],
    ['  abcd efgh jk  ', 'ABCDEFGHJK'],
    ['abcd–efgh—jk', 'ABCDEFGHJK'], // en and em dashes
    ['ab\tcd\nef', 'ABCDEF'],
    ['٢٣٤٥', '2345'],
    ['', ''],
    ['---', ''],
    [null, ''],
    [12345, ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });
});

describe('isWellFormedCode', () => {
  it.each<[unknown, boolean]>([
    ['ABCDEFGHJK', true], // 10
    ['ABCD-EFGH-JK', true],
    ['abcd efgh jk', true],
    ['23456789AB', true],
    ['A'.repeat(32), true],
    ['A'.repeat(33), false],
    ['ABCDEFGHJ', false], // 9
    ['ABCDEFGHJ0', false], // zero
    ['ABCDEFGHJO', false], // letter O
    ['ABCDEFGHJ1', false],
    ['ABCDEFGHJI', false],
    ['ABCDEFGHJL', false],
    ['ABCDEFGHJ_', false],
    ['ABCDEFGHJ€', false],
    ['', false],
    [null, false],
    [1234567890, false],
  ])('%j → %s', (input, expected) => {
    expect(isWellFormedCode(input)).toBe(expected);
  });
});
