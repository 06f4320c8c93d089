import type { MessageTable } from '../types.ts';

/** The protected lesson video: views left, refusals, preparing. */
export const videoMessages = {
  'video.viewsLeft': {
    ar: {
      zero: 'لا توجد مشاهدات متبقية',
      one: 'متبقٍ مشاهدة واحدة لهذا الفيديو',
      two: 'متبقٍ مشاهدتان لهذا الفيديو',
      few: 'متبقٍ {count} مشاهدات لهذا الفيديو',
      many: 'متبقٍ {count} مشاهدة لهذا الفيديو',
      other: 'متبقٍ {count} مشاهدة لهذا الفيديو',
    },
    en: { one: '{count} view left of this video', other: '{count} views left of this video' },
  },
  'video.viewCountsAt': {
    ar: 'تُحتسب المشاهدة بعد مشاهدة 30% من الفيديو',
    en: 'A view counts once 30% of the video is watched',
  },
  'video.viewsExhausted': {
    ar: 'استنفدت كل مشاهدات هذا الفيديو. اطلب من المدرس مشاهدات إضافية.',
    en: 'You have used all the views of this video. Ask your teacher for more.',
  },
  'video.notReady': {
    ar: 'الفيديو قيد التجهيز، حاول بعد قليل',
    en: 'The video is being prepared, try again shortly',
  },
  'video.startFailed': { ar: 'تعذر بدء الفيديو', en: 'The video could not be started' },
} as const satisfies MessageTable;
