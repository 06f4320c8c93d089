import { formatNumber, pluralCategory } from './format.ts';
import type { Locale, MessageEntry } from './types.ts';

function interpolate(
  locale: Locale,
  text: string,
  params: Readonly<Record<string, unknown>> | undefined,
): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (typeof value === 'number') return formatNumber(locale, value);
    if (typeof value === 'string') return value;
    return placeholder;
  });
}

/** Text of one entry in `locale`, with `{name}` placeholders filled and the plural form chosen by `count`. */
export function translateEntry(
  locale: Locale,
  entry: MessageEntry,
  params: Readonly<Record<string, unknown>> | undefined,
): string {
  const source = entry[locale];
  if (typeof source === 'string') return interpolate(locale, source, params);
  const count = params?.count;
  const forms = source as unknown as Readonly<Record<string, string | undefined>>;
  const form = typeof count === 'number' ? forms[pluralCategory(locale, count)] : undefined;
  return interpolate(locale, form ?? source.other, params);
}
