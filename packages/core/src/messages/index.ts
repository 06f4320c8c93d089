/**
 * The typed message catalogue (ar, en). Usage: `translate('ar', 'access.availableInDays', { count: 3 })`
 * or `const t = createTranslator(locale); t('layout.route.home')`. Placeholders are `{name}`;
 * numbers are formatted per locale (Western digits in Arabic too), strings are inserted as given.
 * A plural entry is chosen by its `count` parameter with Intl.PluralRules.
 */
import { catalogue } from './catalogue/index.ts';
import type { MessageArgs, MessageId, Translator } from './ids.ts';
import { translateEntry } from './translate-entry.ts';
import type { Locale, MessageEntry } from './types.ts';

export type {
  ArabicPluralForms,
  EnglishPluralForms,
  Locale,
  MessageEntry,
  MessageTable,
  PluralMessage,
  SimpleMessage,
} from './types.ts';
export type { MessageArgs, MessageId, MessageParams, ParamValue, Translator } from './ids.ts';
export {
  DEFAULT_LOCALE,
  LOCALES,
  formatNumber,
  intlLocale,
  isLocale,
  pluralCategory,
  textDirection,
} from './format.ts';
export {
  SERVER_MESSAGES,
  SERVER_MESSAGE_FORMATS,
  type ServerMessage,
  type ServerMessageKey,
} from './server-messages.ts';
export { catalogue, catalogueAreas } from './catalogue/index.ts';

const entries: Readonly<Record<string, MessageEntry | undefined>> = catalogue;

export function hasMessage(id: string): id is MessageId {
  return Object.hasOwn(entries, id);
}

/** Text of the message `id` in `locale`, with `{name}` placeholders filled and the plural form chosen by `count`. */
export function translate<Id extends MessageId>(
  locale: Locale,
  id: Id,
  ...[params]: MessageArgs<Id>
): string {
  const entry = entries[id];
  return entry ? translateEntry(locale, entry, params as Readonly<Record<string, unknown>> | undefined) : id;
}

/** A `t(id, params)` bound to one locale, for components. */
export function createTranslator(locale: Locale): Translator {
  return (id, ...args) => translate(locale, id, ...args);
}
