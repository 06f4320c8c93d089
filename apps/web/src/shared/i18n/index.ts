import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  createTranslator,
  formatNumber,
  textDirection,
  type Locale,
  type Translator,
} from '@dars/core/messages';
import { getLocale, setLocale, subscribeLocale } from './locale-store.ts';

export { applyLocaleToDocument, getLocale, setLocale, LOCALE_STORAGE_KEY } from './locale-store.ts';
export type { MessageId, Translator, Locale } from '@dars/core/messages';

export interface LocaleState {
  locale: Locale;
  dir: 'rtl' | 'ltr';
  setLocale(locale: Locale): void;
  /** Number in the current locale's format (Western digits in both). */
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

export function useLocale(): LocaleState {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  const format = useCallback(
    (value: number, options?: Intl.NumberFormatOptions) => formatNumber(locale, value, options),
    [locale],
  );
  return useMemo(
    () => ({ locale, dir: textDirection(locale), setLocale, formatNumber: format }),
    [locale, format],
  );
}

/** `t(id, params?)` for the current locale, from the typed catalogue in `@dars/core/messages`. */
export function useT(): Translator {
  const { locale } = useLocale();
  return useMemo(() => createTranslator(locale), [locale]);
}
