import { describe, expect, it } from 'vitest';
import { catalogue, translate, type MessageEntry, type MessageId } from './index.ts';

/**
 * One word per concept (docs/glossary.md): the words each concept must not be called in the
 * Arabic catalogue, and in the English one.
 */
const BANNED: Array<{ concept: string; ar: string[]; en: RegExp[] }> = [
  { concept: 'course (دورة)', ar: ['كورس', 'مقرر', 'باقة', 'باقات', 'باقاتي'], en: [/\bpackages?\b/i] },
  { concept: 'quiz (اختبار)', ar: ['كويز'], en: [] },
  { concept: 'code (كود)', ar: ['كوبون', 'قسيمة'], en: [/\bcoupons?\b/i, /\bvouchers?\b/i] },
  { concept: 'lesson (درس)', ar: ['حصة', 'حصص'], en: [] },
  { concept: 'student (طالب)', ar: ['تلميذ'], en: [/\bpupils?\b/i] },
  { concept: 'notification (إشعار)', ar: ['تنبيه', 'تنبيهات'], en: [] },
];

/**
 * Texts the product fixes word for word (docs/product-rules.md, "Texts and errors"), and the texts that name
 * the screen one of them names: kept as they are.
 */
const FIXED_TEXTS = new Set<string>([
  'layout.topBar.packages', // 'الباقات'
  'layout.route.enrolledCourses', // 'باقاتي'
  'errors.enrolled.fetchFailed', // 'حدث خطأ أثناء جلب الباقات'
  'errors.enrolled.empty', // 'لا توجد باقات مسجلة'
  'coursePlayer.back', // back to the screen 'باقاتي'
  'coursePlayer.backToCourses',
]);

function textsOf(entry: MessageEntry, locale: 'ar' | 'en'): string[] {
  const side = entry[locale];
  return typeof side === 'string' ? [side] : Object.values(side);
}

describe('one word per concept', () => {
  const entries = Object.entries(catalogue as Record<string, MessageEntry>).filter(
    ([id]) => !FIXED_TEXTS.has(id),
  );

  it.each(BANNED)('$concept has no other name in the catalogue', ({ ar, en }) => {
    const found: string[] = [];
    for (const [id, entry] of entries) {
      for (const text of textsOf(entry, 'ar'))
        for (const word of ar) if (text.includes(word)) found.push(`${id} (ar): ${word}`);
      for (const text of textsOf(entry, 'en'))
        for (const word of en) if (word.test(text)) found.push(`${id} (en): ${String(word)}`);
    }
    expect(found).toEqual([]);
  });

  it('the fixed texts still exist (an exception outlives nothing)', () => {
    for (const id of FIXED_TEXTS) expect(catalogue).toHaveProperty([id]);
  });
});

/** A count and the text it reads as: the noun agrees with its number by the Arabic plural rules. */
const PLURALS: Array<[MessageId, number, Record<string, unknown>, string]> = [
  ['teacher.codes.created.title', 0, {}, 'لم يُنشأ أي كود'],
  ['teacher.codes.created.title', 1, {}, 'تم إنشاء كود واحد'],
  ['teacher.codes.created.title', 2, {}, 'تم إنشاء كودين'],
  ['teacher.codes.created.title', 5, {}, 'تم إنشاء 5 أكواد'],
  ['teacher.codes.created.title', 20, {}, 'تم إنشاء 20 كودًا'],
  ['teacher.codes.created.title', 100, {}, 'تم إنشاء 100 كود'],
  ['teacher.codes.revoke.done', 1, {}, 'أُلغي كود واحد'],
  ['teacher.codes.revoke.done', 3, {}, 'أُلغيت 3 أكواد'],
  ['teacher.codes.revoke.done', 19, {}, 'أُلغي 19 كودًا'],
  [
    'teacher.codes.revoke.text',
    2,
    {},
    'سيُرفض الكودان اللذان لم يُستخدما من هذه الدفعة. الأكواد المستخدمة لا تتأثر، ولا يمكن التراجع',
  ],
  [
    'teacher.codes.revoke.text',
    7,
    {},
    'ستُرفض 7 أكواد لم تُستخدم من هذه الدفعة. الأكواد المستخدمة لا تتأثر، ولا يمكن التراجع',
  ],
  ['teacher.students.watched', 1, { done: 0 }, 'شاهد 0 من درس واحد'],
  ['teacher.students.watched', 2, { done: 1 }, 'شاهد 1 من درسين'],
  ['teacher.students.watched', 9, { done: 4 }, 'شاهد 4 من 9 دروس'],
  ['teacher.students.watched', 12, { done: 4 }, 'شاهد 4 من 12 درسًا'],
  ['quiz.correctCount', 3, { correct: 2 }, '2 من 3 إجابات صحيحة'],
  ['quiz.correctCount', 12, { correct: 9 }, '9 من 12 إجابة صحيحة'],
  ['parentPage.watched', 9, { done: 3, percent: 33 }, 'شاهد 3 من 9 دروس (33٪)'],
  ['teacher.dashboard.daily.totals', 3, { redemptions: 4 }, 'في 90 يومًا: 3 اشتراكات، والأكواد المفعّلة: 4'],
  ['teacher.dashboard.daily.totals', 11, { redemptions: 1 }, 'في 90 يومًا: 11 اشتراكًا، والأكواد المفعّلة: 1'],
];

describe('counts follow the Arabic plural rules', () => {
  it.each(PLURALS)('%s with %i', (id, count, params, text) => {
    const translateAny = translate as (
      locale: 'ar',
      id: MessageId,
      params: Record<string, unknown>,
    ) => string;
    expect(translateAny('ar', id, { ...params, count })).toBe(text);
  });

  it('English says one and many apart', () => {
    const translateAny = translate as (
      locale: 'en',
      id: MessageId,
      params: Record<string, unknown>,
    ) => string;
    expect(translateAny('en', 'teacher.codes.created.title', { count: 1 })).toBe('1 code created');
    expect(translateAny('en', 'teacher.codes.created.title', { count: 5 })).toBe('5 codes created');
  });
});
