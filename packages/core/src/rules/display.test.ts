import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WHATSAPP_TEXT,
  PRICE_LOCALES,
  formatCoursePrice,
  paginationWindow,
  resolveImagePath,
  socialLinkState,
  whatsAppChatLink,
  type DisplayLocale,
  type SocialLinkState,
} from './display.ts';

// As printed by Node 20's ICU (78): Arabic wraps the amount in right-to-left marks and writes 'ج.م.';
// it uses Western digits (like the rest of the UI, so prices, phone numbers and codes read alike);
// both locales put a no-break space between amount and currency.
const RLM = '\u200f';
const NBSP = '\u00a0';

describe('formatCoursePrice (0 is free, else 2 decimals in Egyptian pounds)', () => {
  it('formats Arabic with Western digits and English with en-EG', () => {
    expect(PRICE_LOCALES).toEqual({ ar: 'ar-EG-u-nu-latn', en: 'en-EG' });
  });

  it.each<[unknown, DisplayLocale, string | null]>([
    [0, 'ar', 'مجاناً'],
    [0, 'en', 'Free'],
    [-0, 'ar', 'مجاناً'],
    ['0', 'ar', 'مجاناً'],
    [49.99, 'ar', `${RLM}49.99${NBSP}ج.م.${RLM}`],
    [99.99, 'ar', `${RLM}99.99${NBSP}ج.م.${RLM}`],
    [49.99, 'en', `EGP${NBSP}49.99`],
    [99.99, 'en', `EGP${NBSP}99.99`],
    [50, 'en', `EGP${NBSP}50.00`],
    [0.5, 'en', `EGP${NBSP}0.50`],
    [1234.5, 'en', `EGP${NBSP}1,234.50`],
    [1234.5, 'ar', `${RLM}1,234.50${NBSP}ج.م.${RLM}`],
    ['49.99', 'en', `EGP${NBSP}49.99`],
    [-1, 'en', null],
    [Number.NaN, 'ar', null],
    [Number.POSITIVE_INFINITY, 'en', null],
    ['free', 'en', null],
    ['', 'en', null],
    [null, 'ar', null],
    [undefined, 'en', null],
  ])('%j in %s → %j', (price, locale, expected) => {
    expect(formatCoursePrice(price, locale)).toBe(expected);
  });

  it.each<DisplayLocale>(['ar', 'en'])('writes every price as Intl does (%s)', (locale) => {
    const intl = new Intl.NumberFormat(PRICE_LOCALES[locale], {
      style: 'currency',
      currency: 'EGP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const prices = [
      ...Array.from({ length: 20_000 }, (_, i) => i / 100 + 0.01),
      ...Array.from({ length: 2_000 }, (_, i) => i + 0.005),
      ...Array.from({ length: 2_000 }, (_, i) => (i + 1) * 1.0375),
      0.001,
      0.004,
      0.005,
      0.015,
      1.005,
      2.675,
      99.995,
      999.999,
      1e6 + 0.5,
      123456789.125,
      1e14 + 0.25,
      1e20,
      1e21,
      5e-7,
    ];
    for (const price of prices)
      expect(formatCoursePrice(price, locale), String(price)).toBe(intl.format(price));
  });

  it('falls back to Arabic for an unknown locale and by default', () => {
    expect(formatCoursePrice(0, 'fr' as DisplayLocale)).toBe('مجاناً');
    expect(formatCoursePrice(0)).toBe('مجاناً');
  });
});

describe('resolveImagePath (image path rule)', () => {
  const api = 'https://api.example.com';
  const fallback = '/images/course-default.png';
  it.each<[unknown, string, string]>([
    [null, api, fallback],
    [undefined, api, fallback],
    ['', api, fallback],
    ['   ', api, fallback],
    [42, api, fallback],
    ['https://cdn.example.com/a.png', api, 'https://cdn.example.com/a.png'],
    ['http://cdn.example.com/a.png', api, 'http://cdn.example.com/a.png'],
    ['HTTPS://CDN.example.com/a.png', api, 'HTTPS://CDN.example.com/a.png'],
    ['images/a.png', api, 'https://api.example.com/images/a.png'],
    ['/images/a.png', api, 'https://api.example.com/images/a.png'],
    ['//images/a.png', `${api}/`, 'https://api.example.com/images/a.png'],
    ['images/a.png', `${api}///`, 'https://api.example.com/images/a.png'],
    ['\\Images\\Courses\\a.png', api, 'https://api.example.com/Images/Courses/a.png'],
    ['httpdocs/a.png', api, 'https://api.example.com/httpdocs/a.png'],
    [' images/a.png ', api, 'https://api.example.com/images/a.png'],
    ['images/a.png', '', '/images/a.png'],
  ])('%j on %j → %j', (path, base, expected) => {
    expect(resolveImagePath(path, base, fallback)).toBe(expected);
  });
});

describe('whatsAppChatLink (chat link, default text مرحباً)', () => {
  const hello = encodeURIComponent('مرحباً');
  it.each<[unknown, unknown, string | null]>([
    ['01012345678', undefined, `https://wa.me/201012345678?text=${hello}`],
    ['+20 101 234 5678', undefined, `https://wa.me/201012345678?text=${hello}`],
    ['00201012345678', undefined, `https://wa.me/201012345678?text=${hello}`],
    ['201012345678', undefined, `https://wa.me/201012345678?text=${hello}`],
    ['٠١٠١٢٣٤٥٦٧٨', undefined, `https://wa.me/201012345678?text=${hello}`],
    ['010-1234-5678', 'Hi & bye?', 'https://wa.me/201012345678?text=Hi%20%26%20bye%3F'],
    [
      '01012345678',
      'أريد الاشتراك في دورة الأحياء',
      `https://wa.me/201012345678?text=${encodeURIComponent('أريد الاشتراك في دورة الأحياء')}`,
    ],
    ['01012345678', '', 'https://wa.me/201012345678'],
    ['01012345678', 42, `https://wa.me/201012345678?text=${hello}`],
    ['966501234567', undefined, `https://wa.me/966501234567?text=${hello}`],
    [201012345678, undefined, `https://wa.me/201012345678?text=${hello}`],
    ['', undefined, null],
    ['   ', undefined, null],
    ['no number', undefined, null],
    [null, undefined, null],
    [undefined, undefined, null],
  ])('%j with %j → %j', (number, text, expected) => {
    expect(whatsAppChatLink(number, text)).toBe(expected);
  });

  it('defaults the text to مرحباً', () => {
    expect(DEFAULT_WHATSAPP_TEXT).toBe('مرحباً');
  });
});

describe('socialLinkState (missing links are disabled)', () => {
  it.each<[unknown, SocialLinkState]>([
    ['https://facebook.com/teacher', { state: 'available', href: 'https://facebook.com/teacher' }],
    ['http://youtube.com/@teacher', { state: 'available', href: 'http://youtube.com/@teacher' }],
    [' https://www.tiktok.com/@teacher ', { state: 'available', href: 'https://www.tiktok.com/@teacher' }],
    ['facebook.com/teacher', { state: 'available', href: 'https://facebook.com/teacher' }],
    ['www.youtube.com', { state: 'available', href: 'https://www.youtube.com' }],
    ['', { state: 'disabled' }],
    ['   ', { state: 'disabled' }],
    [null, { state: 'disabled' }],
    [undefined, { state: 'disabled' }],
    ['javascript:alert(1)', { state: 'disabled' }],
    ['mailto:a@b.com', { state: 'disabled' }],
    ['https://', { state: 'disabled' }],
    ['not a link', { state: 'disabled' }],
    ['teacher', { state: 'disabled' }],
    ['#', { state: 'disabled' }],
  ])('%j → %j', (url, expected) => {
    expect(socialLinkState(url)).toEqual(expected);
  });
});

describe('paginationWindow (at most 5 buttons, current centred, clamped)', () => {
  it.each<[unknown, unknown, unknown, number[]]>([
    [1, 0, undefined, []],
    [1, -3, undefined, []],
    [1, Number.NaN, undefined, []],
    [1, '5', undefined, []],
    [1, 1, undefined, [1]],
    [1, 3, undefined, [1, 2, 3]],
    [2, 5, undefined, [1, 2, 3, 4, 5]],
    [1, 10, undefined, [1, 2, 3, 4, 5]],
    [2, 10, undefined, [1, 2, 3, 4, 5]],
    [3, 10, undefined, [1, 2, 3, 4, 5]],
    [4, 10, undefined, [2, 3, 4, 5, 6]],
    [5, 10, undefined, [3, 4, 5, 6, 7]],
    [8, 10, undefined, [6, 7, 8, 9, 10]],
    [9, 10, undefined, [6, 7, 8, 9, 10]],
    [10, 10, undefined, [6, 7, 8, 9, 10]],
    [0, 10, undefined, [1, 2, 3, 4, 5]], // below range → page 1
    [-4, 10, undefined, [1, 2, 3, 4, 5]],
    [99, 10, undefined, [6, 7, 8, 9, 10]], // above range → last page
    [Number.NaN, 10, undefined, [1, 2, 3, 4, 5]],
    [4.7, 10, undefined, [2, 3, 4, 5, 6]],
    [5, 10.9, undefined, [3, 4, 5, 6, 7]],
    [5, 10, 3, [4, 5, 6]],
    [5, 10, 4, [4, 5, 6, 7]], // even max leans right
    [5, 10, 1, [5]],
    [5, 10, 0, [3, 4, 5, 6, 7]], // invalid max → 5
    [5, 10, 2.5, [3, 4, 5, 6, 7]],
    [1, 2, 5, [1, 2]],
  ])('page %j of %j (max %j) → %j', (current, total, max, expected) => {
    expect(
      max === undefined ? paginationWindow(current, total) : paginationWindow(current, total, max),
    ).toEqual(expected);
  });
});
