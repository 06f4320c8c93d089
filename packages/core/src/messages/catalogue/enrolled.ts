import type { MessageTable } from '../types.ts';

/** 'باقاتي' — the enrolled-courses screen. Error texts live in errors.ts. */
export const enrolledMessages = {
  'enrolled.subtitle': { ar: 'الدورات التي اشتركت فيها', en: 'The courses you are enrolled in' },
  'enrolled.start': { ar: 'ابدأ الآن', en: 'Start' },
  'enrolled.startCourse': { ar: 'ابدأ {course}', en: 'Start {course}' },
  'enrolled.emptyHint': {
    ar: 'تصفح الدورات واشترك بكود التسجيل',
    en: 'Browse the courses and enrol with a registration code',
  },
} as const satisfies MessageTable;
