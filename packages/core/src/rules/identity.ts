import { toAsciiDigits } from './digits.ts';

import { EGYPTIAN_PHONE_PATTERN, LIMITS } from '../contract/values.ts';

/** An Egyptian mobile number is 01 followed by 9 digits (the contract's pattern). */
export const EGYPTIAN_MOBILE: RegExp = EGYPTIAN_PHONE_PATTERN;

/** Practical email shape (HTML's type=email pattern, plus a dot in the domain). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const EMAIL_MAX_LENGTH = LIMITS.email;

/** Exact check of an already-normalised number (no trimming, ASCII digits only). */
export function isEgyptianMobile(value: unknown): boolean {
  return typeof value === 'string' && EGYPTIAN_MOBILE.test(value);
}

/** Exact check of an already-normalised address (no trimming). */
export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** What a student typed as a phone number, as we store and compare it: trimmed, ASCII digits. */
export function normalizeMobile(value: unknown): string {
  return typeof value === 'string' ? toAsciiDigits(value.trim()) : '';
}

/** What a student typed as an email, as we store and compare it: trimmed, lower-cased. */
export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export type LoginIdentifier =
  { kind: 'email'; value: string } | { kind: 'mobile'; value: string } | { kind: 'invalid' };

/** Login identifier (docs/product-rules.md): an email or an Egyptian mobile number, else invalid. */
export function parseLoginIdentifier(input: unknown): LoginIdentifier {
  const mobile = normalizeMobile(input);
  if (isEgyptianMobile(mobile)) return { kind: 'mobile', value: mobile };
  const email = normalizeEmail(input);
  if (isEmail(email)) return { kind: 'email', value: email };
  return { kind: 'invalid' };
}
