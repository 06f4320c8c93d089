import type { MessageTable } from '../types.ts';

// Owned by the web helper (part 2): the video player, completion flow and lesson pages' shared parts.

export const playerMessages = {
  'player.play': { ar: 'تشغيل', en: 'Play' },
  'player.pause': { ar: 'إيقاف مؤقت', en: 'Pause' },
  'player.mute': { ar: 'كتم الصوت', en: 'Mute' },
  'player.unmute': { ar: 'تشغيل الصوت', en: 'Unmute' },
  'player.volume': { ar: 'مستوى الصوت', en: 'Volume' },
  'player.speed': { ar: 'سرعة التشغيل', en: 'Playback speed' },
  'player.speedValue': { ar: '{speed}×', en: '{speed}×' },
  'player.seek': { ar: 'شريط التقدم', en: 'Seek' },
  'player.fullscreen': { ar: 'ملء الشاشة', en: 'Fullscreen' },
  'player.exitFullscreen': { ar: 'الخروج من ملء الشاشة', en: 'Exit fullscreen' },
  'player.time': { ar: '{current} / {total}', en: '{current} / {total}' },
  'player.videoFailed': { ar: 'تعذر تشغيل الفيديو', en: 'The video could not be played' },
  'player.noVideo': { ar: 'لا يوجد فيديو لهذا الدرس', en: 'This lesson has no video' },
  'player.frameTitle': { ar: 'مشغل الفيديو', en: 'Video player' },
  'player.completeAndContinue': { ar: 'إكمال ومتابعة', en: 'Complete & Continue' },
  'player.completeLesson': { ar: 'إكمال الدرس', en: 'Complete Lesson' },
  'player.enjoyed': { ar: 'استمتعت بالمحاضرة', en: 'I enjoyed the lecture' },
  'player.celebrationTitle': { ar: 'أحسنت!', en: 'Well done!' },
  'player.celebrationText': { ar: 'تم إكمال الدرس بنجاح', en: 'Lesson completed' },
  'player.completeFailed': {
    ar: 'تعذر حفظ إكمال الدرس، حاول مرة أخرى',
    en: 'Could not save the completion, please try again',
  },
  'player.materialsTitle': { ar: 'مواد الدرس', en: 'Course Materials' },
  'player.lessonLoadFailed': { ar: 'فشل تحميل محتوى الدرس', en: 'Failed to load lesson content' },
  'player.lessonDetailsFailed': { ar: 'فشل تحميل تفاصيل الدرس', en: 'Failed to load lesson details' },
  'player.lessonNotFound': { ar: 'لم يتم العثور على تفاصيل الدرس', en: 'Lesson details not found.' },
  'player.openMenu': { ar: 'فتح قائمة الدروس', en: 'Open the lesson list' },
  'player.closeMenu': { ar: 'إغلاق قائمة الدروس', en: 'Close the lesson list' },
} as const satisfies MessageTable;
