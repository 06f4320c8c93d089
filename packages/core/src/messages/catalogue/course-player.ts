import type { MessageTable } from '../types.ts';

export const coursePlayerMessages = {
  'coursePlayer.back': { ar: 'العودة إلى باقاتي', en: 'Back to My Courses' },
  'coursePlayer.lessonPosition': { ar: 'الدرس {current} / {total}', en: 'Lesson {current} / {total}' },
  'coursePlayer.percentComplete': { ar: '{percent}% مكتمل', en: '{percent}% complete' },
  'coursePlayer.progressLabel': { ar: 'نسبة الإنجاز', en: 'Progress' },
  'coursePlayer.unitsTitle': { ar: 'محتوى الدورة', en: 'Course content' },
  'coursePlayer.notFoundText': {
    ar: 'تعذر تحميل الدورة أو لا يوجد درس محدد',
    en: 'The course could not be loaded or no lesson is selected',
  },
  'coursePlayer.backToCourses': { ar: 'العودة إلى باقاتي', en: 'Back to My Courses' },
  // After the last lesson of an open unit whose next unit is still closed; {when} is its access text.
  'coursePlayer.nextUnitClosed': {
    ar: 'أنهيت دروس هذه الوحدة. الوحدة التالية «{unit}»: {when}',
    en: 'You have finished this unit. Next unit “{unit}”: {when}',
  },
  'coursePlayer.loading': { ar: 'جارٍ تحميل الدورة…', en: 'Loading the course…' },
} as const satisfies MessageTable;
