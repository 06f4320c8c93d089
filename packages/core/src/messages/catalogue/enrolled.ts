import type { MessageTable } from '../types.ts';

/** 'باقاتي' — the enrolled-courses screen. Error texts live in errors.ts. */
export const enrolledMessages = {
  'enrolled.subtitle': { ar: 'الباقات التي اشتركت فيها', en: 'The packages you are enrolled in' },
  'enrolled.start': { ar: 'ابدأ الآن', en: 'Start' },
  'enrolled.startCourse': { ar: 'ابدأ {course}', en: 'Start {course}' },
  'enrolled.emptyHint': {
    ar: 'تصفح الباقات واشترك بكود التسجيل',
    en: 'Browse the packages and enrol with a registration code',
  },
} as const satisfies MessageTable;
