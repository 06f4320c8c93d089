import { describe, expect, it } from 'vitest';
import {
  EGYPTIAN_MOBILE,
  isEgyptianMobile,
  isEmail,
  parseLoginIdentifier,
  type LoginIdentifier,
} from './identity.ts';

describe('isEgyptianMobile (01 followed by 9 digits)', () => {
  it.each<[unknown, boolean]>([
    ['01012345678', true],
    ['01112345678', true],
    ['01212345678', true],
    ['01512345678', true],
    ['01000000000', true],
    ['0101234567', false], // 10 digits
    ['010123456789', false], // 12 digits
    ['02012345678', false],
    ['11012345678', false],
    ['+201012345678', false],
    ['201012345678', false],
    ['0101234567a', false],
    [' 01012345678', false], // exact check, callers normalise first
    ['010 1234 5678', false],
    ['', false],
    [1012345678, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isEgyptianMobile(value)).toBe(expected);
    if (typeof value === 'string') expect(EGYPTIAN_MOBILE.test(value)).toBe(expected);
  });
});

describe('isEmail', () => {
  it.each<[unknown, boolean]>([
    ['student@example.com', true],
    ['first.last+tag@mail.example.co', true],
    ['a@b.eg', true],
    ['a@b', false], // no dot in the domain
    ['a@@b.com', false],
    ['@b.com', false],
    ['a@.com', false],
    ['a@-b.com', false],
    ['a b@c.com', false],
    ['a@b.com ', false],
    ['', false],
    [`${'a'.repeat(250)}@b.com`, false], // longer than 254
    [42, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('parseLoginIdentifier (login identifier)', () => {
  it.each<[unknown, LoginIdentifier]>([
    ['student@example.com', { kind: 'email', value: 'student@example.com' }],
    ['  Student@Example.COM  ', { kind: 'email', value: 'student@example.com' }],
    ['01012345678', { kind: 'mobile', value: '01012345678' }],
    [' 01112345678\t', { kind: 'mobile', value: '01112345678' }],
    ['٠١٠١٢٣٤٥٦٧٨', { kind: 'mobile', value: '01012345678' }],
    ['0101234567', { kind: 'invalid' }],
    ['+201012345678', { kind: 'invalid' }],
    ['student', { kind: 'invalid' }],
    ['student@', { kind: 'invalid' }],
    ['', { kind: 'invalid' }],
    ['   ', { kind: 'invalid' }],
    [null, { kind: 'invalid' }],
    [1012345678, { kind: 'invalid' }],
  ])('%j → %j', (input, expected) => {
    expect(parseLoginIdentifier(input)).toEqual(expected);
  });
});
