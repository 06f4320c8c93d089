import { DEFAULT_LOCALE, isLocale, textDirection, type Locale } from '@dars/core/messages/runtime';

export const LOCALE_STORAGE_KEY = 'dars_locale';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

let current: Locale = typeof window === 'undefined' ? DEFAULT_LOCALE : readStored();

/** Sets `lang` and `dir` on <html> so the whole document (and the browser's bidi) follows. */
export function applyLocaleToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  // writing an attribute, even the value it has, makes the browser restyle the whole page
  if (root.lang !== locale) root.lang = locale;
  const dir = textDirection(locale);
  if (root.dir !== dir) root.dir = dir;
}

export function getLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  applyLocaleToDocument(locale);
  for (const listener of listeners) listener();
}

export function subscribeLocale(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: re-read the stored choice. */
export function reloadLocale(): void {
  current = readStored();
  applyLocaleToDocument(current);
  for (const listener of listeners) listener();
}
