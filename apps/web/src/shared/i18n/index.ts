import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  DEFAULT_LOCALE,
  createRegisteredTranslator,
  formatNumber,
  registerMessages,
  textDirection,
  type Locale,
  type Translator,
} from '@dars/core/messages/runtime';
import { commonMessages } from '@dars/core/messages/areas/common';
import { layoutMessages } from '@dars/core/messages/areas/layout';
import { marketingMessages } from '@dars/core/messages/areas/marketing';
import { validationMessages } from '@dars/core/messages/areas/validation';
import { getLocale, setLocale, subscribeLocale } from './locale-store.ts';

export { applyLocaleToDocument, getLocale, setLocale, LOCALE_STORAGE_KEY } from './locale-store.ts';
export type { MessageId, Translator, Locale } from '@dars/core/messages/runtime';
export { registerMessages } from '@dars/core/messages/runtime';

// The areas every screen uses ship with the shell; each feature registers its own areas in its
// `messages.ts`, imported by the modules that render them, so a lazy chunk carries its own texts.
// The error texts travel with shared/api/error-text.ts and with the features that show them.
registerMessages(commonMessages, layoutMessages, validationMessages, marketingMessages);

export interface LocaleState {
  locale: Locale;
  dir: 'rtl' | 'ltr';
  setLocale(locale: Locale): void;
  /** Number in the current locale's format (Western digits in both). */
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

const serverLocale = (): Locale => DEFAULT_LOCALE;

export function useLocale(): LocaleState {
  // Pages are rendered on the server in the default locale; hydration starts from it, then the
  // visitor's choice applies.
  const locale = useSyncExternalStore(subscribeLocale, getLocale, serverLocale);
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
  return useMemo(() => createRegisteredTranslator(locale), [locale]);
}
