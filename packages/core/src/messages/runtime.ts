/**
 * The catalogue for a code-split client: the same `t(id, params)` as `createTranslator`, but reading
 * only the areas registered so far, so each lazy chunk carries its own texts. The web registers the
 * base areas at start-up and each feature registers its areas when its chunk loads. An id whose area
 * is not registered yet shows as the id itself (the same fallback as an unknown id).
 */
import type { MessageArgs, MessageId, Translator } from './ids.ts';
import { translateEntry } from './translate-entry.ts';
import type { Locale, MessageEntry, MessageTable } from './types.ts';

export type { MessageArgs, MessageId, MessageParams, ParamValue, Translator } from './ids.ts';
export type { Locale, MessageEntry, MessageTable, PluralMessage, SimpleMessage } from './types.ts';
export {
  DEFAULT_LOCALE,
  LOCALES,
  formatNumber,
  intlLocale,
  isLocale,
  pluralCategory,
  textDirection,
} from './format.ts';

const registered = new Map<string, MessageEntry>();

export function registerMessages(...tables: MessageTable[]): void {
  for (const table of tables) for (const [id, entry] of Object.entries(table)) registered.set(id, entry);
}

export function isRegistered(id: string): boolean {
  return registered.has(id);
}

export function createRegisteredTranslator(locale: Locale): Translator {
  return <Id extends MessageId>(id: Id, ...[params]: MessageArgs<Id>) => {
    const entry = registered.get(id);
    return entry
      ? translateEntry(locale, entry, params as Readonly<Record<string, unknown>> | undefined)
      : id;
  };
}
