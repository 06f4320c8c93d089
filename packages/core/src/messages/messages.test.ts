import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE_IDS } from '../rules/validation.ts';
import {
  SERVER_MESSAGES,
  catalogue,
  catalogueAreas,
  createTranslator,
  formatNumber,
  hasMessage,
  intlLocale,
  pluralCategory,
  textDirection,
  translate,
  type MessageEntry,
  type MessageId,
  type MessageTable,
} from './index.ts';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const PLACEHOLDER = /\{(\w+)\}/g;
const REQUIRED_FORMS = { ar: ['zero', 'one', 'two', 'few', 'many', 'other'], en: ['one', 'other'] } as const;

/** Entries whose Arabic side is legitimately not Arabic (the language switch names English). */
const NON_ARABIC_AR = new Set<string>(['layout.topBar.switchLanguage']);

/** Figures and formats ('+5000', '24/7', '{current} / {total}') have no words to translate. */
function hasNoWords(text: string): boolean {
  return !/\p{L}/u.test(text.replace(PLACEHOLDER, ''));
}
/** Entries whose English side is legitimately Arabic. */
const ARABIC_EN = new Set<string>(['layout.topBar.switchLanguage']);

function textsOf(side: unknown): string[] {
  if (typeof side === 'string') return [side];
  if (side && typeof side === 'object')
    return Object.values(side).filter((v): v is string => typeof v === 'string');
  return [];
}

/** Run-time counterpart of the MessageTable type: what is wrong with one entry, if anything. */
function entryProblems(entry: unknown): string[] {
  if (!entry || typeof entry !== 'object') return ['not an object'];
  const problems: string[] = [];
  const record = entry as Record<string, unknown>;
  const arIsPlural = typeof record.ar === 'object' && record.ar !== null;
  const enIsPlural = typeof record.en === 'object' && record.en !== null;
  if (arIsPlural !== enIsPlural) problems.push('ar and en disagree on being plural');
  for (const locale of ['ar', 'en'] as const) {
    const side = record[locale];
    if (typeof side === 'string') {
      if (side.trim() === '') problems.push(`${locale} is empty`);
    } else if (side && typeof side === 'object') {
      const forms = side as Record<string, unknown>;
      for (const form of REQUIRED_FORMS[locale]) {
        const text = forms[form];
        if (typeof text !== 'string' || text.trim() === '')
          problems.push(`${locale}.${form} missing or empty`);
      }
    } else {
      problems.push(`${locale} missing`);
    }
  }
  return problems;
}

function placeholders(texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1] ?? '');
  return [...names].sort();
}

const allEntries = Object.entries(catalogue as MessageTable) as [MessageId, MessageEntry][];

describe('catalogue shape', () => {
  it('is not empty and every key is namespaced', () => {
    expect(allEntries.length).toBeGreaterThan(150);
    for (const [id] of allEntries) expect(id).toMatch(/^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/);
  });

  it.each(allEntries)('%s has non-empty ar and en (plural entries have every form)', (_id, entry) => {
    expect(entryProblems(entry)).toEqual([]);
  });

  it('every text writes its digits the Western way, as every number on the screen is', () => {
    const textsOf = (entry: MessageEntry): string[] =>
      [entry.ar, entry.en].flatMap((text) => (typeof text === 'string' ? [text] : Object.values(text)));
    const eastern = allEntries
      .filter(([, entry]) => textsOf(entry).some((text) => /[\u0660-\u0669\u06F0-\u06F9]/.test(text)))
      .map(([id]) => id);
    expect(eastern).toEqual([]);
  });

  it('the run-time check catches a missing language, an empty text and a missing plural form', () => {
    expect(entryProblems({ ar: 'نص' })).toEqual(['en missing']);
    expect(entryProblems({ ar: ' ', en: 'Text' })).toEqual(['ar is empty']);
    expect(entryProblems({ ar: { one: 'أ', other: 'ب' }, en: { one: 'a', other: 'b' } })).toEqual([
      'ar.zero missing or empty',
      'ar.two missing or empty',
      'ar.few missing or empty',
      'ar.many missing or empty',
    ]);
    expect(entryProblems({ ar: 'نص', en: { one: 'a', other: 'b' } })).toEqual([
      'ar and en disagree on being plural',
    ]);
  });

  it('the type rejects a missing language, an incomplete plural and mixed shapes', () => {
    // Each of these lines must fail to compile (tsc -b checks the test files too).
    // @ts-expect-error en missing
    const missingEn = { 'x.a': { ar: 'نص' } } as const satisfies MessageTable;
    // @ts-expect-error ar missing
    const missingAr = { 'x.a': { en: 'Text' } } as const satisfies MessageTable;
    const shortPlural = {
      // @ts-expect-error Arabic plural needs zero, two, few and many too
      'x.a': { ar: { one: 'أ', other: 'ب' }, en: { one: 'a', other: 'b' } },
    } as const satisfies MessageTable;
    const noEnglishOne = {
      // @ts-expect-error English plural needs one and other
      'x.a': { ar: { zero: 'أ', one: 'أ', two: 'أ', few: 'أ', many: 'أ', other: 'أ' }, en: { other: 'b' } },
    } as const satisfies MessageTable;
    expect(entryProblems(missingEn['x.a'])).not.toEqual([]);
    expect(entryProblems(missingAr['x.a'])).not.toEqual([]);
    expect(entryProblems(shortPlural['x.a'])).not.toEqual([]);
    expect(entryProblems(noEnglishOne['x.a'])).not.toEqual([]);
  });

  it('no id is declared by two areas', () => {
    const owner = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [area, table] of Object.entries(catalogueAreas)) {
      for (const id of Object.keys(table)) {
        const previous = owner.get(id);
        if (previous) duplicates.push(`${id} (${previous}, ${area})`);
        owner.set(id, area);
      }
    }
    expect(duplicates).toEqual([]);
    expect(owner.size).toBe(allEntries.length);
  });
});

describe('languages', () => {
  it.each(allEntries.filter(([id]) => !NON_ARABIC_AR.has(id)))(
    '%s: Arabic side contains Arabic letters',
    (_id, entry) => {
      for (const text of textsOf(entry.ar)) if (!hasNoWords(text)) expect(text).toMatch(ARABIC_LETTER);
    },
  );

  it.each(allEntries.filter(([id]) => !ARABIC_EN.has(id)))(
    '%s: English side has no Arabic letters',
    (_id, entry) => {
      for (const text of textsOf(entry.en)) expect(text).not.toMatch(ARABIC_LETTER);
    },
  );

  it.each(allEntries)('%s: same placeholders in both languages', (_id, entry) => {
    const isPlural = typeof entry.ar !== 'string';
    const withoutCount = (names: string[]) => (isPlural ? names.filter((n) => n !== 'count') : names);
    expect(withoutCount(placeholders(textsOf(entry.ar)))).toEqual(
      withoutCount(placeholders(textsOf(entry.en))),
    );
    if (!isPlural) return;
    // Plural forms: English 'other' and the Arabic number forms show the count.
    const en = entry.en as unknown as Record<string, string>;
    const ar = entry.ar as unknown as Record<string, string>;
    expect(en.other).toContain('{count}');
    for (const form of ['few', 'many', 'other']) expect(ar[form]).toContain('{count}');
  });
});

describe('translate', () => {
  it.each([
    [0, 'ستكون هذه الوحدة متاحة اليوم', 'This unit will be available in 0 days'],
    [1, 'ستكون هذه الوحدة متاحة بعد يوم واحد', 'This unit will be available in 1 day'],
    [2, 'ستكون هذه الوحدة متاحة بعد يومين', 'This unit will be available in 2 days'],
    [3, 'ستكون هذه الوحدة متاحة بعد 3 أيام', 'This unit will be available in 3 days'],
    [10, 'ستكون هذه الوحدة متاحة بعد 10 أيام', 'This unit will be available in 10 days'],
    [11, 'ستكون هذه الوحدة متاحة بعد 11 يوماً', 'This unit will be available in 11 days'],
    [100, 'ستكون هذه الوحدة متاحة بعد 100 يوم', 'This unit will be available in 100 days'],
    [1500, 'ستكون هذه الوحدة متاحة بعد 1,500 يوم', 'This unit will be available in 1,500 days'],
  ])('availableInDays with %i', (count, ar, en) => {
    expect(translate('ar', 'access.availableInDays', { count })).toBe(ar);
    expect(translate('en', 'access.availableInDays', { count })).toBe(en);
  });

  it.each([
    [0, 'zero', 'لا توجد دروس'],
    [1, 'one', 'درس واحد'],
    [2, 'two', 'درسان'],
    [3, 'few', '3 دروس'],
    [10, 'few', '10 دروس'],
    [11, 'many', '11 درساً'],
    [99, 'many', '99 درساً'],
    [100, 'other', '100 درس'],
    [102, 'other', '102 درس'],
  ] as const)('Arabic plural category and form for %i', (count, category, text) => {
    expect(pluralCategory('ar', count)).toBe(category);
    expect(translate('ar', 'common.lessonsCount', { count })).toBe(text);
  });

  it('English plural uses one and other', () => {
    expect(translate('en', 'common.lessonsCount', { count: 1 })).toBe('1 lesson');
    expect(translate('en', 'common.lessonsCount', { count: 0 })).toBe('0 lessons');
    expect(translate('en', 'common.lessonsCount', { count: 2 })).toBe('2 lessons');
  });

  it('interpolates strings as given and formats numbers with Western digits in Arabic', () => {
    expect(translate('ar', 'layout.footer.socialUnavailable', { network: 'واتساب' })).toBe('واتساب غير متاح');
    expect(translate('en', 'layout.footer.socialUnavailable', { network: 'TikTok' })).toBe(
      'TikTok is not available',
    );
    expect(translate('ar', 'common.pagination.pageOf', { page: 2, total: 1200 })).toBe('صفحة 2 من 1,200');
    expect(translate('en', 'common.pagination.pageOf', { page: 2, total: 1200 })).toBe('Page 2 of 1,200');
    // Phone numbers and codes are strings: never regrouped or re-digited.
    expect(translate('ar', 'common.pagination.page', { page: '01012345678' })).toBe('صفحة 01012345678');
    expect(formatNumber('ar', 1234567.5)).toBe('1,234,567.5');
    expect(formatNumber('ar', 12)).not.toMatch(/[\u0660-\u0669]/);
  });

  it('returns plain texts and leaves an unknown id or a missing parameter visible', () => {
    expect(translate('ar', 'layout.route.home')).toBe('الرئيسية');
    expect(translate('en', 'layout.route.home')).toBe('Home');
    expect(translate('ar', 'no.such.id' as MessageId)).toBe('no.such.id');
    expect(translate('en', 'layout.footer.socialUnavailable', {} as { network: string })).toBe(
      '{network} is not available',
    );
  });

  it('createTranslator binds a locale; helpers report direction and Intl tags', () => {
    const t = createTranslator('en');
    expect(t('common.free')).toBe('Free');
    expect(createTranslator('ar')('common.free')).toBe('مجاناً');
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(intlLocale('ar')).toBe('ar-EG-u-nu-latn');
    expect(hasMessage('layout.route.home')).toBe(true);
    expect(hasMessage('constructor')).toBe(false);
  });

  it('types: ids are checked, placeholders and plural counts are required', () => {
    // @ts-expect-error unknown id
    expect(translate('ar', 'layout.route.nowhere')).toBe('layout.route.nowhere');
    // @ts-expect-error a plural message needs { count }
    expect(translate('en', 'access.availableInDays')).toBe('This unit will be available in {count} days');
    // @ts-expect-error {network} is required
    expect(translate('en', 'layout.footer.socialUnavailable')).toBe('{network} is not available');
    // @ts-expect-error count must be a number
    expect(translate('en', 'common.lessonsCount', { count: '3' })).toBe('3 lessons');
  });

  it('types: an id only known as MessageId (e.g. from a lookup table) needs no params', () => {
    const labelOf = (id: MessageId) => translate('en', id);
    const routeLabels: Record<string, MessageId> = {
      '/': 'layout.route.home',
      '/my-lectures': 'layout.route.myLectures',
    };
    expect(labelOf(routeLabels['/my-lectures'] ?? 'layout.route.home')).toBe('Center lectures');
  });
});

describe('ids the rules and screens rely on', () => {
  // The rules return VALIDATION_MESSAGE_IDS; the screens also show these two directly.
  const shownByScreens = ['profile.updated', 'enrol.loginRequired'];
  it.each([...VALIDATION_MESSAGE_IDS, ...shownByScreens])('%s exists', (id) => {
    expect(hasMessage(id)).toBe(true);
  });
});

/** id → locale → the exact text the product keeps (docs/product-rules.md, "Texts"). */
const SPEC_TEXTS: [MessageId, 'ar' | 'en', string][] = [
  // Layout and screens.
  ['layout.error.title', 'ar', 'حدث خطأ ما'],
  ['layout.topBar.greeting', 'ar', 'أهلاً وسهلاً:'],
  ['layout.topBar.packages', 'ar', 'الباقات'],
  ['layout.route.home', 'ar', 'الرئيسية'],
  ['layout.route.register', 'ar', 'إنشاء حساب'],
  ['layout.topBar.register', 'ar', 'إنشاء حساب'],
  ['layout.route.myLectures', 'ar', 'محاضرات السنتر'],
  ['layout.route.enrolledCourses', 'ar', 'باقاتي'],
  ['layout.footer.whatsappDefaultText', 'ar', 'مرحباً'],
  ['errors.courseNotFound', 'ar', 'لم يتم العثور على الدورة'],
  ['common.noQuestions', 'ar', 'لا توجد أسئلة متاحة'],
  ['common.free', 'ar', 'مجاناً'],
  ['common.lessonType.Video', 'en', 'Video'],
  ['common.lessonType.Quiz', 'en', 'Quiz'],
  ['common.lesson.locked', 'en', 'locked'],
  ['common.lesson.completed', 'en', 'completed'],
  ['common.lesson.submitted', 'en', 'submitted'],
  ['access.status.completePreviousQuiz', 'en', 'Complete Previous Quiz'],
  ['access.status.alwaysAvailable', 'en', 'always available'],
  ['access.countdown.notAvailable', 'en', 'not available'],
  // Validation.
  ['validation.loginIdentifierInvalid', 'ar', 'يرجى إدخال بريد إلكتروني صحيح أو رقم هاتف مصري صحيح'],
  ['validation.passwordsMismatch', 'ar', 'كلمات المرور غير متطابقة'],
  ['validation.gradeRequired', 'ar', 'الرجاء اختيار الصف الدراسي'],
  ['validation.phoneRequired', 'ar', 'رقم الهاتف مطلوب'],
  ['validation.parentPhoneRequired', 'ar', 'رقم هاتف ولي الأمر مطلوب'],
  ['validation.userNameRequired', 'ar', 'اسم المستخدم مطلوب'],
  ['validation.phoneInvalid', 'ar', 'يرجى إدخال رقم هاتف مصري صحيح'],
  ['validation.parentPhoneInvalid', 'ar', 'يرجى إدخال رقم هاتف ولي الأمر صحيح'],
  ['validation.passwordTooShort', 'ar', 'كلمة المرور يجب أن تكون على الأقل 6 أحرف'],
  ['profile.passwordsMismatch', 'en', 'Passwords do not match'],
  ['profile.passwordTooShort', 'en', 'Password must be at least 6 characters long'],
  ['profile.noChanges', 'en', 'No changes were made'],
  ['profile.updated', 'en', 'Profile updated successfully'],
  ['enrol.codeRequired', 'ar', 'يرجى إدخال كود التسجيل'],
  ['enrol.loginRequired', 'ar', 'يرجى تسجيل الدخول للتسجيل في هذه الدورة'],
  ['unitCode.invalid', 'en', 'Please enter a valid code'],
  ['errors.authRequired', 'en', 'Authentication required'],
  ['errors.fetchEnrolledCoursesFailed', 'en', 'Failed to fetch enrolled courses'],
  ['errors.userNotAuthenticated', 'en', 'User not authenticated'],
  ['validation.lessonNotAvailable', 'en', 'Lesson not available'],
  // Errors.
  [
    'errors.network',
    'en',
    'Network error. Please check your connection or contact administrator about CORS settings.',
  ],
  ['login.maxDevices.title', 'ar', 'تم تجاوز الحد المسموح به من الأجهزة'],
  ['login.invalidCredentials', 'ar', 'البريد الإلكتروني أو الباسورد غير صحيح'],
  ['login.invalidCredentialsServer', 'en', 'Invalid credentials'],
  ['errors.loginFailed', 'en', 'Login failed'],
  ['errors.loginScreen', 'ar', 'حدث خطأ في تسجيل الدخول'],
  ['errors.unexpectedTryAgain', 'ar', 'حدث خطأ غير متوقع. الرجاء المحاولة مرة أخرى.'],
  ['errors.registrationFailed', 'en', 'Registration failed'],
  ['errors.registrationScreen', 'ar', 'حدث خطأ في إنشاء الحساب'],
  ['errors.otpVerificationFailed', 'en', 'OTP verification failed'],
  ['errors.resendOtpFailed', 'en', 'Failed to resend OTP'],
  ['errors.logoutFailed', 'en', 'Failed to logout'],
  ['errors.forgotPasswordFailed', 'en', 'Failed to send password reset OTP'],
  ['errors.forgotPasswordScreen.title', 'en', 'Something went wrong'],
  ['errors.forgotPasswordScreen.text', 'en', 'Failed to send reset password request'],
  ['errors.resetPasswordFailed', 'en', 'Failed to reset password'],
  ['errors.resetPasswordSucceeded', 'en', 'Password has been reset successfully'],
  ['errors.resetPasswordScreen', 'ar', 'فشل إعادة تعيين كلمة المرور'],
  ['errors.unexpected', 'en', 'An unexpected error occurred'],
  ['errors.unexpectedTryLater', 'en', 'An unexpected error occurred. Please try again later.'],
  ['home.courses.empty', 'en', 'No active courses found for this grade'],
  ['errors.noDataReceived', 'en', 'No data received from API'],
  ['errors.courseDetailsNotFound', 'en', 'Course details not found.'],
  ['errors.fetchCourseDetailsFailed', 'en', 'Failed to fetch course details'],
  ['errors.loadCourseDetailsFailed', 'en', 'Failed to load course details'],
  ['errors.lessonDetailsNotFound', 'en', 'Lesson details not found.'],
  ['errors.fetchLessonDetailsFailed', 'en', 'Failed to fetch lesson details'],
  ['errors.loadLessonDetailsFailed', 'en', 'Failed to load lesson details'],
  ['errors.loadLessonContentFailed', 'en', 'Failed to load lesson content'],
  ['errors.enrolled.fetchFailed', 'ar', 'حدث خطأ أثناء جلب الباقات'],
  ['errors.enrolled.empty', 'ar', 'لا توجد باقات مسجلة'],
  ['errors.enrolFailed', 'en', 'Failed to enroll in the course'],
  ['errors.enrolNetwork', 'en', 'An error occurred while enrolling in the course'],
  ['errors.enrol.codeNotFound', 'en', 'Code not found.'],
  ['errors.enrol.codeInvalid', 'ar', 'كود التسجيل غير صحيح'],
  ['errors.enrol.exception', 'ar', 'حدث خطأ أثناء التسجيل في الدورة'],
  ['errors.unitCode.enterFailed', 'en', 'Failed to enter code'],
  ['errors.unitCode.fetchUnitsFailed', 'en', 'Failed to fetch units'],
  ['errors.unitCode.fetchLessonsFailed', 'en', 'Failed to get unit lessons'],
  ['errors.unitCode.fetchUnitFailed', 'en', 'Failed to get unit data'],
  ['errors.unitCode.notFound', 'ar', 'كود الوحدة غير صحيح أو غير موجود'],
  ['errors.fetchContactFailed', 'en', 'Failed to fetch contact information'],
  ['errors.quiz.unauthorized', 'en', 'You are not authorized to submit quiz results'],
  ['errors.quiz.submitFailed', 'en', 'Failed to submit quiz result'],
  ['access.enrollmentDateUnavailable', 'en', 'Enrollment date unavailable'],
  ['access.ended', 'en', 'Access period for this unit has ended'],
  ['access.noUnits', 'en', 'No units available now'],
  ['access.noLessons', 'en', 'No lessons available now'],
  ['access.completePreviousQuizFirst', 'en', 'Must complete the previous quiz first'],
  ['access.unitNotAvailableNow', 'en', 'Unit not available now'],
  ['access.lessonNotAvailable', 'en', 'Lesson not available'],
  ['access.fetchUnitsFailed', 'en', 'Failed to fetch units'],
  ['access.courseNotFound', 'en', 'Course Not Found'],
];

/** Texts the original client cuts off with '...': the catalogue keeps the start and completes it. */
const TRUNCATED_SPEC_TEXTS: [MessageId, 'ar' | 'en', string][] = [
  ['login.maxDevices.text', 'ar', 'لا يمكنك تسجيل الدخول من أكثر من جهازين'],
  ['errors.enrolled.noToken', 'ar', 'لم يتم العثور على رمز المصادقة'],
  ['errors.enrolled.sessionExpired', 'ar', 'انتهت صلاحية الجلسة'],
];

describe('texts the product keeps', () => {
  it.each(SPEC_TEXTS)('%s (%s) is verbatim', (id, locale, text) => {
    expect(catalogue[id][locale]).toBe(text);
  });

  it.each(TRUNCATED_SPEC_TEXTS)('%s (%s) starts with the kept text and is completed', (id, locale, start) => {
    const text = catalogue[id][locale];
    expect(typeof text).toBe('string');
    expect(text).toMatch(new RegExp(`^${start}\\.\\s\\S`));
    expect(text).not.toMatch(/\.\.\.|…/);
  });

  it('the English max-devices text starts with the server message', () => {
    expect(translate('en', 'login.maxDevices.text').startsWith(SERVER_MESSAGES.maxDevices)).toBe(true);
  });

  it("the plural 'available in N day(s)' matches the English wording", () => {
    expect(translate('en', 'access.availableInDays', { count: 5 })).toBe(
      'This unit will be available in 5 days',
    );
  });
});
