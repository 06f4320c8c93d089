import { badRequest } from './errors.ts';

/**
 * Control characters are refused at the door, for every route, in one place (this file and
 * `plugins/control-characters.ts`, which applies it to every request):
 * PostgreSQL rejects NUL in text outright (a 500 if it reaches a query) and no field we store has
 * a use for the other C0 controls.
 *
 * - Body fields (JSON, and the multipart text fields through `refuseControlCharacters`): tab, line
 *   feed and carriage return are allowed, because free text may span lines; every other C0
 *   control (U+0000–U+001F) and DEL (U+007F) is refused.
 * - Query values, path values, cookies and the DeviceId / X-Tenant-ID headers are single-line
 *   tokens: every C0 control and DEL is refused, tab and line breaks included.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
export const CONTROL_IN_TOKEN = /[\u0000-\u001F\u007F]/;

export const CONTROL_CHARACTER_CODE = 'validation_failed';
export const controlCharacterMessage = (where: string) => `${where}: must not contain control characters.`;

/** The path (`body.a.b`) of the first string under `value` that `pattern` matches, or null. */
export function findControl(value: unknown, where: string, pattern: RegExp, depth = 0): string | null {
  if (typeof value === 'string') return pattern.test(value) ? where : null;
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControl(value[i], `${where}[${i}]`, pattern, depth + 1);
      if (found) return found;
    }
    return null;
  }
  // for…in over own keys: no entries array per object (this runs on every request)
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (pattern.test(key)) return where;
    const item = (value as Record<string, unknown>)[key];
    // a plain string needs no path unless it holds a control character
    if (typeof item === 'string') {
      if (pattern.test(item)) return `${where}.${key}`;
      continue;
    }
    const found = findControl(item, `${where}.${key}`, pattern, depth + 1);
    if (found) return found;
  }
  return null;
}

const withoutPrefix = (path: string, prefix: string) =>
  path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path;

/** Throws 400 when a text field of a request body (JSON or multipart fields) holds a control character. */
export function refuseControlCharacters(body: unknown): void {
  const found = findControl(body, 'body', CONTROL_IN_TEXT);
  if (found) throw badRequest(CONTROL_CHARACTER_CODE, controlCharacterMessage(withoutPrefix(found, 'body')));
}
