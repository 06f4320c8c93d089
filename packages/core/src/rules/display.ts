import { MAX_PAGE_BUTTONS } from './constants.ts';
import { groupThousands, toAsciiDigits } from './digits.ts';

export type DisplayLocale = 'ar' | 'en';

/**
 * Intl locales used for money. Arabic prints the pound sign 'ج.م.' with Western digits, as the rest
 * of the UI does (messages/intlLocale); 'en-EG' prints 'EGP 49.99'.
 */
export const PRICE_LOCALES: Record<DisplayLocale, string> = { ar: 'ar-EG-u-nu-latn', en: 'en-EG' };
export const FREE_PRICE_LABEL: Record<DisplayLocale, string> = { ar: 'مجاناً', en: 'Free' };

// Named formatCoursePrice because @dars/core/messages already exports a catalogue-based formatPrice.
const priceFormats = new Map<DisplayLocale, Intl.NumberFormat>();

function priceFormat(locale: DisplayLocale): Intl.NumberFormat {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(PRICE_LOCALES[locale], {
      style: 'currency',
      currency: 'EGP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    priceFormats.set(locale, format);
  }
  return format;
}

const RLM = '\u200f';
const NBSP = '\u00a0';

/**
 * A price as the currency format above writes it, without Intl: the first Intl formatter a page
 * makes loads the locale's data, about 30 ms of a phone's main thread in the middle of hydrating
 * the catalogue (docs/decisions/0021-counts-without-intl.md). Rounds the number's shortest
 * decimal text half away from zero to cents, as Intl does; display.test.ts compares the two over
 * many prices. Null for a number whose text is not plain decimal (exponent notation, 16+ digits).
 */
function writePrice(value: number, locale: DisplayLocale): string | null {
  const text = String(value);
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  let cents = BigInt(match[1]! + fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.length > 2 && fraction[2]! >= '5') cents += 1n;
  const whole = groupThousands(String(cents / 100n));
  const amount = `${whole}.${String(cents % 100n).padStart(2, '0')}`;
  return locale === 'ar' ? `${RLM}${amount}${NBSP}ج.م.${RLM}` : `EGP${NBSP}${amount}`;
}

/**
 * Price 0 is 'مجاناً' ('Free' in English), otherwise two decimals in Egyptian pounds.
 * Accepts a number or a numeric text; negative, non-finite or non-numeric prices give null
 * (the caller shows nothing rather than a wrong price). An unknown locale falls back to 'ar'.
 */
export function formatCoursePrice(price: unknown, locale: DisplayLocale = 'ar'): string | null {
  const lang: DisplayLocale = locale === 'en' ? 'en' : 'ar';
  const value =
    typeof price === 'number'
      ? price
      : typeof price === 'string' && price.trim() !== ''
        ? Number(price)
        : NaN;
  if (!Number.isFinite(value) || value < 0) return null;
  if (value === 0) return FREE_PRICE_LABEL[lang];
  return writePrice(value, lang) ?? priceFormat(lang).format(value);
}

/**
 * Image path rule (docs/product-rules.md): no path → the fallback; a path starting with http(s) → as is;
 * otherwise joined to the API base with exactly one '/' (backslashes from Windows-style
 * paths become '/').
 */
export function resolveImagePath(path: unknown, apiBase: string, fallback: string): string {
  if (typeof path !== 'string' || path.trim() === '') return fallback;
  const trimmed = path.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const base = (typeof apiBase === 'string' ? apiBase.trim() : '').replace(/\/+$/, '');
  const relative = trimmed.replace(/\\/g, '/').replace(/^\/+/, '');
  return `${base}/${relative}`;
}

export const DEFAULT_WHATSAPP_TEXT = 'مرحباً';

/**
 * WhatsApp chat link: https://wa.me/<digits>?text=<encoded text>.
 * Non-digits are dropped; a leading international '00' is dropped; a local Egyptian mobile
 * (01 + 9 digits) gets country code 20 in place of its leading 0. No digits → null.
 * Empty text → no text query.
 */
export function whatsAppChatLink(number: unknown, text: unknown = DEFAULT_WHATSAPP_TEXT): string | null {
  if (typeof number !== 'string' && typeof number !== 'number') return null;
  let digits = toAsciiDigits(String(number)).replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (/^01\d{9}$/.test(digits)) digits = `20${digits.slice(1)}`;
  if (digits === '') return null;
  const message = typeof text === 'string' ? text : DEFAULT_WHATSAPP_TEXT;
  return message === ''
    ? `https://wa.me/${digits}`
    : `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

export type SocialLinkState = { state: 'available'; href: string } | { state: 'disabled' };

/**
 * Footer social icon (docs/product-rules.md): a usable http(s) link → available (a bare 'facebook.com/x'
 * gets 'https://'); missing, blank or any other scheme (javascript:, mailto:) → disabled,
 * shown with the title '<network> غير متاح'.
 */
export function socialLinkState(url: unknown): SocialLinkState {
  if (typeof url !== 'string') return { state: 'disabled' };
  const trimmed = url.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return { state: 'disabled' };
  if (/^https?:\/\/[^/?#\s.]+\.[^/?#\s]+/i.test(trimmed)) return { state: 'available', href: trimmed };
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return { state: 'disabled' };
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(trimmed))
    return { state: 'available', href: `https://${trimmed}` };
  return { state: 'disabled' };
}

/**
 * Page numbers to show as buttons: at most `max` (default 5), the current page centred where
 * possible (an even max leans right), clamped to 1..totalPages. An out-of-range current page is
 * clamped; 0 pages or garbage → []. A max below 1 or not an integer falls back to 5.
 */
export function paginationWindow(
  current: unknown,
  totalPages: unknown,
  max: unknown = MAX_PAGE_BUTTONS,
): number[] {
  const total = typeof totalPages === 'number' && Number.isFinite(totalPages) ? Math.floor(totalPages) : 0;
  if (total < 1) return [];
  const size =
    typeof max === 'number' && Number.isSafeInteger(max) && max >= 1
      ? Math.min(max, total)
      : Math.min(MAX_PAGE_BUTTONS, total);
  const page =
    typeof current === 'number' && Number.isFinite(current)
      ? Math.min(Math.max(Math.floor(current), 1), total)
      : 1;
  const start = Math.min(Math.max(page - Math.floor((size - 1) / 2), 1), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
