/**
 * The typed message catalogue (ar, en). Usage: `translate('ar', 'access.availableInDays', { count: 3 })`
 * or `const t = createTranslator(locale); t('layout.route.home')`. Placeholders are `{name}`;
 * numbers are formatted per locale (Western digits in Arabic too), strings are inserted as given.
 * A plural entry is chosen by its `count` parameter with Intl.PluralRules.
 */
import { aboutMessages } from './catalogue/about.ts';
import { accessMessages } from './catalogue/access.ts';
import { authScreensMessages } from './catalogue/auth-screens.ts';
import { commonMessages } from './catalogue/common.ts';
import { courseDetailsMessages } from './catalogue/course-details.ts';
import { coursePlayerMessages } from './catalogue/course-player.ts';
import { devMessages } from './catalogue/dev.ts';
import { enrolledMessages } from './catalogue/enrolled.ts';
import { errorsMessages } from './catalogue/errors.ts';
import { homeMessages } from './catalogue/home.ts';
import { layoutMessages } from './catalogue/layout.ts';
import { marketingMessages } from './catalogue/marketing.ts';
import { myLecturesMessages } from './catalogue/my-lectures.ts';
import { playerMessages } from './catalogue/player.ts';
import { profileScreenMessages } from './catalogue/profile-screen.ts';
import { quizMessages } from './catalogue/quiz.ts';
import { unitViewerMessages } from './catalogue/unit-viewer.ts';
import { validationMessages } from './catalogue/validation.ts';
import { formatNumber, pluralCategory } from './format.ts';
import type { Locale, MessageEntry, MessageTable, PluralMessage, SimpleMessage } from './types.ts';

export type {
  ArabicPluralForms,
  EnglishPluralForms,
  Locale,
  MessageEntry,
  MessageTable,
  PluralMessage,
  SimpleMessage,
} from './types.ts';
export { DEFAULT_LOCALE, LOCALES, formatNumber, intlLocale, isLocale, pluralCategory, textDirection } from './format.ts';
export { SERVER_MESSAGES, type ServerMessage } from './server-messages.ts';

/** Every area by file name; each key must live in exactly one area (checked by the tests). */
export const catalogueAreas = {
  common: commonMessages,
  layout: layoutMessages,
  validation: validationMessages,
  errors: errorsMessages,
  access: accessMessages,
  marketing: marketingMessages,
  home: homeMessages,
  about: aboutMessages,
  'auth-screens': authScreensMessages,
  'course-details': courseDetailsMessages,
  enrolled: enrolledMessages,
  'profile-screen': profileScreenMessages,
  dev: devMessages,
  player: playerMessages,
  quiz: quizMessages,
  'my-lectures': myLecturesMessages,
  'course-player': coursePlayerMessages,
  'unit-viewer': unitViewerMessages,
} as const satisfies Record<string, MessageTable>;

export const catalogue = {
  ...commonMessages,
  ...layoutMessages,
  ...validationMessages,
  ...errorsMessages,
  ...accessMessages,
  ...marketingMessages,
  ...homeMessages,
  ...aboutMessages,
  ...authScreensMessages,
  ...courseDetailsMessages,
  ...enrolledMessages,
  ...profileScreenMessages,
  ...devMessages,
  ...playerMessages,
  ...quizMessages,
  ...myLecturesMessages,
  ...coursePlayerMessages,
  ...unitViewerMessages,
} as const satisfies MessageTable;

type AreaIds = { [Area in keyof typeof catalogueAreas]: keyof (typeof catalogueAreas)[Area] };
type DuplicateIds = { [Area in keyof AreaIds]: AreaIds[Area] & AreaIds[Exclude<keyof AreaIds, Area>] }[keyof AreaIds];
/** Compile-time guard: if two areas declare the same id, this line fails and names the id. */
const noDuplicateIds: [DuplicateIds] extends [never] ? true : { duplicateId: DuplicateIds } = true;
void noDuplicateIds;

type Catalogue = typeof catalogue;
export type MessageId = keyof Catalogue & string;

/** Value of an interpolation parameter. Numbers are formatted per locale; pass phone numbers and codes as strings. */
export type ParamValue = string | number;

type TextsOf<E> = E extends PluralMessage
  ? E['ar'][keyof E['ar']] | E['en'][keyof E['en']]
  : E extends SimpleMessage
    ? E['ar'] | E['en']
    : never;
type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** Parameters a message needs: its `{name}` placeholders, plus `count: number` for plural messages. */
export type MessageParams<Id extends MessageId> = Id extends MessageId
  ? (Catalogue[Id] extends PluralMessage ? { count: number } : unknown) & {
      [Name in Exclude<Placeholders<TextsOf<Catalogue[Id]>>, 'count'>]: ParamValue;
    }
  : never;

/** Params are optional only for messages without placeholders. */
export type MessageArgs<Id extends MessageId> = object extends MessageParams<Id>
  ? [params?: MessageParams<Id>]
  : [params: MessageParams<Id>];

export type Translator = <Id extends MessageId>(id: Id, ...args: MessageArgs<Id>) => string;

const entries: Readonly<Record<string, MessageEntry | undefined>> = catalogue;

export function hasMessage(id: string): id is MessageId {
  return Object.hasOwn(entries, id);
}

function interpolate(locale: Locale, text: string, params: Readonly<Record<string, unknown>> | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (typeof value === 'number') return formatNumber(locale, value);
    if (typeof value === 'string') return value;
    return placeholder;
  });
}

/** Text of the message `id` in `locale`, with `{name}` placeholders filled and the plural form chosen by `count`. */
export function translate<Id extends MessageId>(locale: Locale, id: Id, ...[params]: MessageArgs<Id>): string {
  const entry = entries[id];
  if (!entry) return id;
  const values = params as Readonly<Record<string, unknown>> | undefined;
  const source = entry[locale];
  if (typeof source === 'string') return interpolate(locale, source, values);
  const count = values?.count;
  const forms = source as unknown as Readonly<Record<string, string | undefined>>;
  const form = typeof count === 'number' ? forms[pluralCategory(locale, count)] : undefined;
  return interpolate(locale, form ?? source.other, values);
}

/** A `t(id, params)` bound to one locale, for components. */
export function createTranslator(locale: Locale): Translator {
  return (id, ...args) => translate(locale, id, ...args);
}

