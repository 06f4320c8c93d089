import type { catalogue } from './catalogue/index.ts';
import type { PluralMessage, SimpleMessage } from './types.ts';

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
export type MessageArgs<Id extends MessageId> =
  object extends MessageParams<Id> ? [params?: MessageParams<Id>] : [params: MessageParams<Id>];

export type Translator = <Id extends MessageId>(id: Id, ...args: MessageArgs<Id>) => string;
