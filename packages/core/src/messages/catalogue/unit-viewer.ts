import type { MessageTable } from '../types.ts';

export const unitViewerMessages = {
  'unitViewer.back': { ar: 'العودة إلى محاضراتي', en: 'Back to My Lectures' },
  'unitViewer.lessonPosition': { ar: 'الدرس {current} من {total}', en: 'Lesson {current} of {total}' },
  'unitViewer.lessonsTitle': { ar: 'دروس المحاضرة', en: 'Lecture lessons' },
  'unitViewer.notAvailableTitle': { ar: 'المحاضرة غير متاحة', en: 'Unit not available' },
  'unitViewer.notAvailableText': {
    ar: 'هذه المحاضرة غير موجودة أو لا تحتوي على دروس',
    en: 'This lecture does not exist or has no lessons',
  },
  'unitViewer.backToLectures': { ar: 'العودة إلى محاضراتي', en: 'Back to My Lectures' },
  'unitViewer.loading': { ar: 'جارٍ تحميل المحاضرة…', en: 'Loading the lecture…' },
  'unitViewer.availability': { ar: 'حالة الإتاحة', en: 'Availability' },
} as const satisfies MessageTable;
