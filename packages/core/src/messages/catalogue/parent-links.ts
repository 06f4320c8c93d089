import type { MessageTable } from '../types.ts';

/** Parent links: making and sharing them (profile, console) and the page a parent opens. */
export const parentLinksMessages = {
  'parentLinks.title': { ar: 'رابط ولي الأمر', en: 'Parent link' },
  'parentLinks.hint': {
    ar: 'رابط للاطلاع فقط يرى به ولي الأمر تقدمك دون حساب، وتستطيع إلغاءه في أي وقت',
    en: 'A view-only link that shows your progress to a parent without an account; revoke it any time',
  },
  'parentLinks.parentPhone': { ar: 'رقم هاتف ولي الأمر (واتساب)', en: "Parent's phone (WhatsApp)" },
  'parentLinks.days': { ar: 'صالح لمدة (أيام)', en: 'Valid for (days)' },
  'parentLinks.create': { ar: 'إنشاء رابط', en: 'Make a link' },
  'parentLinks.created': { ar: 'الرابط الجديد (يظهر مرة واحدة):', en: 'The new link (shown once):' },
  'parentLinks.copy': { ar: 'نسخ', en: 'Copy' },
  'parentLinks.whatsapp': { ar: 'إرسال عبر واتساب', en: 'Send on WhatsApp' },
  'parentLinks.whatsappText': {
    ar: 'تقدم {name} الدراسي: {url}',
    en: "{name}'s progress: {url}",
  },
  'parentLinks.revoke': { ar: 'إلغاء', en: 'Revoke' },
  'parentLinks.revoked': { ar: 'ملغى', en: 'Revoked' },
  'parentLinks.expired': { ar: 'منتهي', en: 'Expired' },
  'parentLinks.expires': { ar: 'ينتهي {date}', en: 'Expires {date}' },
  'parentLinks.none': { ar: 'لا توجد روابط', en: 'No links' },
  'parentPage.title': { ar: 'متابعة ولي الأمر', en: "Parent's view" },
  'parentPage.student': { ar: 'الطالب: {name}', en: 'Student: {name}' },
  'parentPage.courses': { ar: 'الدورات والدروس', en: 'Courses and lessons' },
  'parentPage.noCourses': { ar: 'غير مشترك في أي دورة بعد', en: 'Not enrolled in any course yet' },
  // `count`: the number of lessons (the plural form follows it)
  'parentPage.watched': {
    ar: {
      zero: 'لا دروس بعد',
      one: 'شاهد {done} من درس واحد ({percent}٪)',
      two: 'شاهد {done} من درسين ({percent}٪)',
      few: 'شاهد {done} من {count} دروس ({percent}٪)',
      many: 'شاهد {done} من {count} درسًا ({percent}٪)',
      other: 'شاهد {done} من {count} درس ({percent}٪)',
    },
    en: {
      one: 'Watched {done} of {count} lesson ({percent}%)',
      other: 'Watched {done} of {count} lessons ({percent}%)',
    },
  },
  'parentPage.watchedOn': { ar: 'شوهد {date}', en: 'Watched {date}' },
  'parentPage.notWatched': { ar: 'لم يُشاهد بعد', en: 'Not watched yet' },
  'parentPage.quizzes': { ar: 'الاختبارات', en: 'Quizzes' },
  'parentPage.noQuizzes': { ar: 'لم يحل أي اختبار بعد', en: 'No quiz taken yet' },
  'parentPage.score': { ar: '{score}٪', en: '{score}%' },
  'parentPage.passed': { ar: 'ناجح', en: 'Passed' },
  'parentPage.failed': { ar: 'لم ينجح', en: 'Not passed' },
  'parentPage.validUntil': { ar: 'هذا الرابط صالح حتى {date}', en: 'This link is valid until {date}' },
  'parentPage.invalid': {
    ar: 'هذا الرابط غير صالح أو انتهت صلاحيته أو أُلغي',
    en: 'This link is not valid, has expired or was revoked',
  },
} as const satisfies MessageTable;
