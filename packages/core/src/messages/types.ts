/** The two UI languages. Arabic is the default and is written right to left. */
export type Locale = 'ar' | 'en';

/** Arabic needs all six CLDR plural categories (zero, one, two, few, many, other). */
export interface ArabicPluralForms {
  readonly zero: string;
  readonly one: string;
  readonly two: string;
  readonly few: string;
  readonly many: string;
  readonly other: string;
}

/** English needs only one and other. */
export interface EnglishPluralForms {
  readonly one: string;
  readonly other: string;
}

export interface SimpleMessage {
  readonly ar: string;
  readonly en: string;
}

/** A message whose form depends on the `count` parameter (selected with Intl.PluralRules). */
export interface PluralMessage {
  readonly ar: ArabicPluralForms;
  readonly en: EnglishPluralForms;
}

export type MessageEntry = SimpleMessage | PluralMessage;

/**
 * One area of the catalogue. Declare areas as
 * `export const xMessages = { 'x.key': { ar: '…', en: '…' } } as const satisfies MessageTable;`
 * so a missing language or plural form is a type error while the literal texts are kept.
 */
export type MessageTable = { readonly [id: string]: MessageEntry };
