import { toAsciiDigits } from './digits.ts';

import { GRADES, TERMS, type Grade, type Term } from '../contract/values.ts';

// One source of truth: the contract's enums, re-exported here for rule callers.
export { GRADES, TERMS, type Grade, type Term };

export function isGrade(value: unknown): value is Grade {
  return typeof value === 'string' && (GRADES as readonly string[]).includes(value);
}

export function isTerm(value: unknown): value is Term {
  return typeof value === 'string' && (TERMS as readonly string[]).includes(value);
}

/**
 * Grade normalisation (docs/product-rules.md): the first digit sequence in the input becomes
 * 'Secondary<digits>' ('1st Secondary' → 'Secondary1', 2 → 'Secondary2');
 * input without digits is returned unchanged.
 * Decisions: numbers are read through their decimal text (2 → '2'); Arabic-Indic digits
 * count as digits; the digit sequence is kept verbatim ('01' → 'Secondary01');
 * anything that is neither a string nor a finite number gives ''.
 * The result is not necessarily a valid grade — check it with isGrade or use toGrade.
 */
export function normalizeGrade(input: unknown): string {
  let text: string;
  if (typeof input === 'string') text = input;
  else if (typeof input === 'number' && Number.isFinite(input)) text = String(input);
  else return '';
  const digits = /\d+/.exec(toAsciiDigits(text));
  return digits ? `Secondary${digits[0]}` : text;
}

/** normalizeGrade narrowed to the three grades this product serves; anything else → null. */
export function toGrade(input: unknown): Grade | null {
  const normalized = normalizeGrade(input);
  return isGrade(normalized) ? normalized : null;
}

/** A course's term when the server leaves it out or sends an unknown one: First. */
export function termOrDefault(term: unknown): Term {
  return isTerm(term) ? term : 'First';
}
