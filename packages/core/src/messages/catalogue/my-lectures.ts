import type { MessageTable } from '../types.ts';

export const myLecturesMessages = {
  'myLectures.title': { ar: 'محاضراتي', en: 'My Lectures' },
  'myLectures.subtitle': {
    ar: 'المحاضرات التي فتحتها بأكواد السنتر',
    en: 'The lectures you unlocked with centre codes',
  },
  'myLectures.searchPlaceholder': {
    ar: 'ابحث باسم المحاضرة أو العنوان أو الدورة',
    en: 'Search by lecture, title or course',
  },
  'myLectures.stageLabel': { ar: 'المرحلة', en: 'Stage' },
  'myLectures.termLabel': { ar: 'الترم', en: 'Term' },
  'myLectures.allStages': { ar: 'كل المراحل', en: 'All stages' },
  'myLectures.allTerms': { ar: 'كل الترمات', en: 'All terms' },
  // the noun follows the total (`count`), by the Arabic plural rules
  'myLectures.showing': {
    ar: {
      zero: 'عرض {shown} من {count} محاضرة',
      one: 'عرض {shown} من محاضرة واحدة',
      two: 'عرض {shown} من محاضرتين',
      few: 'عرض {shown} من {count} محاضرات',
      many: 'عرض {shown} من {count} محاضرة',
      other: 'عرض {shown} من {count} محاضرة',
    },
    en: { one: 'Showing {shown} of {count} lecture', other: 'Showing {shown} of {count} lectures' },
  },
  'myLectures.active': { ar: 'مفعلة', en: 'Active' },
  'myLectures.inactive': { ar: 'غير مفعلة', en: 'Inactive' },
  'myLectures.enter': { ar: 'دخول المحاضرة', en: 'Enter lecture' },
  'myLectures.emptyTitle': { ar: 'لم تتم إضافة أي محاضرات بعد', en: 'No lectures have been added yet' },
  'myLectures.emptyHint': {
    ar: 'أدخل كود المحاضرة في الخانة أعلاه لإضافتها',
    en: 'Enter a lecture code in the box above to add it',
  },
  'myLectures.noMatches': { ar: 'لا توجد محاضرات تطابق البحث', en: 'No lectures match your search' },
  'myLectures.errorTitle': { ar: 'تعذر تحميل المحاضرات', en: 'Failed to fetch units' },
  'myLectures.codeTitle': { ar: 'إضافة محاضرة بكود', en: 'Add a lecture with a code' },
  'myLectures.codeLabel': { ar: 'كود المحاضرة', en: 'Lecture code' },
  'myLectures.codePlaceholder': { ar: 'اكتب الكود هنا', en: 'Type the code here' },
  'myLectures.codeSubmit': { ar: 'تفعيل الكود', en: 'Redeem code' },
  'myLectures.codeSubmitting': { ar: 'جارٍ التفعيل…', en: 'Redeeming…' },
  'myLectures.codeSuccess': { ar: 'تمت إضافة المحاضرة بنجاح', en: 'The lecture was added' },
  'myLectures.codeNotFound': {
    ar: 'كود الوحدة غير صحيح أو غير موجود',
    en: 'The unit code is invalid or does not exist',
  },
  'myLectures.codeLoginRequired': { ar: 'يجب تسجيل الدخول أولاً', en: 'You must log in first' },
  'myLectures.codeForbidden': {
    ar: 'ليس لديك صلاحية للوصول إلى هذه الوحدة',
    en: 'You do not have permission to access this unit',
  },
  'myLectures.unexpectedError': { ar: 'حدث خطأ غير متوقع', en: 'An unexpected error occurred' },
  'myLectures.loading': { ar: 'جارٍ تحميل المحاضرات…', en: 'Loading lectures…' },
} as const satisfies MessageTable;
