import { createHmac, randomInt } from 'node:crypto';
import { CODE_ALPHABET, isWellFormedCode, normalizeCode } from '@dars/core/rules';

export { CODE_ALPHABET, normalizeCode };

export const CODE_LENGTH = 12;
const GROUP_SIZE = 4;

/** A fresh random code, formatted for humans: `ABCD-EFGH-JKMN` (normalisation strips the dashes). */
export function generateCode(): string {
  let raw = '';
  for (let i = 0; i < CODE_LENGTH; i++) raw += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return formatCode(raw);
}

export function formatCode(normalized: string): string {
  const groups: string[] = [];
  for (let i = 0; i < normalized.length; i += GROUP_SIZE) groups.push(normalized.slice(i, i + GROUP_SIZE));
  return groups.join('-');
}

/** Codes are stored only as this keyed hash of their normalised form. */
export function hashCode(codeHashKey: string, code: string): string {
  return createHmac('sha256', codeHashKey).update(normalizeCode(code)).digest('hex');
}

/** Could the server have issued this? Anything else is "Code not found." without a database look-up. */
export function isPlausibleCode(code: string): boolean {
  return isWellFormedCode(code);
}
