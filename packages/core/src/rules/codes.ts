import { toAsciiDigits } from './digits.ts';

/** Upper-case letters and digits without the look-alikes 0/O, 1/I/L (31 characters). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_MIN_LENGTH = 10;
export const CODE_MAX_LENGTH = 32;

const WELL_FORMED = new RegExp(`^[${CODE_ALPHABET}]{${CODE_MIN_LENGTH},${CODE_MAX_LENGTH}}$`);

/** How a typed code is compared: trimmed, upper-cased, ASCII digits, spaces and dashes removed. Non-strings → ''. */
export function normalizeCode(input: unknown): string {
  if (typeof input !== 'string') return '';
  return toAsciiDigits(input)
    .replace(/[\s\u2010-\u2015\u2212-]+/g, '')
    .toUpperCase();
}

/** A code the server could have issued: 10–32 characters of CODE_ALPHABET after normalizeCode. */
export function isWellFormedCode(input: unknown): boolean {
  return WELL_FORMED.test(normalizeCode(input));
}
