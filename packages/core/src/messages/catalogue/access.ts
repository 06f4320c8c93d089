import type { MessageTable } from '../types.ts';

/** Unit and lesson access messages (docs/product-rules.md). */
export const accessMessages = {
  'access.enrollmentDateUnavailable': { ar: 'تاريخ التسجيل غير متاح', en: 'Enrollment date unavailable' },
  // English wording: 'This unit will be available in N day(s)'.
  'access.availableInDays': {
    ar: {
      zero: 'ستكون هذه الوحدة متاحة اليوم',
      one: 'ستكون هذه الوحدة متاحة بعد يوم واحد',
      two: 'ستكون هذه الوحدة متاحة بعد يومين',
      few: 'ستكون هذه الوحدة متاحة بعد {count} أيام',
      many: 'ستكون هذه الوحدة متاحة بعد {count} يوماً',
      other: 'ستكون هذه الوحدة متاحة بعد {count} يوم',
    },
    en: {
      one: 'This unit will be available in {count} day',
      other: 'This unit will be available in {count} days',
    },
  },
  'access.ended': { ar: 'انتهت فترة الوصول إلى هذه الوحدة', en: 'Access period for this unit has ended' },
  'access.noUnits': { ar: 'لا توجد وحدات متاحة الآن', en: 'No units available now' },
  'access.noLessons': { ar: 'لا توجد دروس متاحة الآن', en: 'No lessons available now' },
  'access.completePreviousQuizFirst': {
    ar: 'يجب إكمال الاختبار السابق أولاً',
    en: 'Must complete the previous quiz first',
  },
  'access.unitNotAvailableNow': { ar: 'الوحدة غير متاحة الآن', en: 'Unit not available now' },
  'access.lessonNotAvailable': { ar: 'الدرس غير متاح', en: 'Lesson not available' },
  'access.fetchUnitsFailed': { ar: 'فشل في جلب الوحدات', en: 'Failed to fetch units' },
  'access.tryAgainOrContactSupport': {
    ar: 'يرجى المحاولة مرة أخرى أو التواصل مع الدعم.',
    en: 'Please try again or contact support.',
  },
  'access.courseNotFound': { ar: 'لم يتم العثور على الدورة', en: 'Course Not Found' },

  // Unit status labels in the course player drawer.
  'access.status.completePreviousQuiz': { ar: 'أكمل الاختبار السابق', en: 'Complete Previous Quiz' },
  'access.status.alwaysAvailable': { ar: 'متاحة دائماً', en: 'always available' },
  'access.status.daysLeft': {
    ar: {
      zero: 'ينتهي الوصول اليوم',
      one: 'متبقٍ يوم واحد',
      two: 'متبقٍ يومان',
      few: 'متبقٍ {count} أيام',
      many: 'متبقٍ {count} يوماً',
      other: 'متبقٍ {count} يوم',
    },
    en: { one: '{count} day left', other: '{count} days left' },
  },
  'access.status.locked': { ar: 'مغلق', en: 'locked' },

  // Unit countdown in the lesson player; {clock} is hh:mm:ss.
  'access.countdown.notAvailable': { ar: 'غير متاح', en: 'not available' },
  'access.countdown.timeLeft': { ar: 'الوقت المتبقي: {days} و{clock}', en: 'Time left: {days} and {clock}' },
  'access.countdown.days': {
    ar: {
      zero: '0 يوم',
      one: 'يوم واحد',
      two: 'يومان',
      few: '{count} أيام',
      many: '{count} يوماً',
      other: '{count} يوم',
    },
    en: { one: '{count} day', other: '{count} days' },
  },
  'access.preview.banner': {
    ar: 'معاينة كطالب: لا يُسجَّل أي تقدم، وتظهر الدروس دون قيود التسجيل أو المواعيد',
    en: 'Preview as a student: no progress is recorded; lessons show without enrolment or time windows',
  },
  'access.preview.back': { ar: 'العودة إلى لوحة المعلم', en: "Back to the teacher's console" },
} as const satisfies MessageTable;
