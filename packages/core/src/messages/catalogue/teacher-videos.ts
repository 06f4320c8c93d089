import type { MessageTable } from '../types.ts';

/** The console's protected video: transcode state, view limits, extra views, leak tracing, Bunny Stream. */
export const teacherVideosMessages = {
  'teacherVideos.title': { ar: 'الفيديوهات المحمية', en: 'Protected videos' },
  'teacherVideos.hint': {
    ar: 'تتبع فيديو مسرّب من رمز العلامة المائية، وإعداد مكتبة Bunny Stream',
    en: 'Trace a leaked video from its watermark code, and set up a Bunny Stream library',
  },
  'teacherVideos.trace.title': { ar: 'تتبع فيديو مسرّب', en: 'Trace a leaked video' },
  'teacherVideos.trace.hint': {
    ar: 'اكتب الرمز الظاهر بجوار رقم الهاتف في الفيديو المسرّب، مثل 0KZ-7M2QX',
    en: 'Type the code shown beside the phone number in the leaked video, like 0KZ-7M2QX',
  },
  'teacherVideos.trace.code': { ar: 'رمز العلامة المائية', en: 'Watermark code' },
  'teacherVideos.trace.search': { ar: 'بحث', en: 'Look up' },
  'teacherVideos.trace.none': {
    ar: 'لا يوجد طالب بهذا الرمز. تأكد من الحروف والأرقام.',
    en: 'No student has this code. Check its letters and digits.',
  },
  'teacherVideos.trace.day': { ar: 'ظهر الرمز يوم {day}', en: 'The code was shown on {day}' },
  'teacherVideos.trace.devices': { ar: 'الأجهزة', en: 'Devices' },
  'teacherVideos.trace.noDevices': { ar: 'لا أجهزة مسجلة', en: 'No devices' },
  'teacherVideos.trace.lastSeen': { ar: 'آخر استخدام {when}', en: 'Last used {when}' },
  'teacherVideos.trace.views': { ar: 'المشاهدات', en: 'Views' },
  'teacherVideos.trace.noViews': { ar: 'لا مشاهدات', en: 'No views' },
  'teacherVideos.trace.watched': { ar: 'شاهد {duration}', en: 'Watched {duration}' },
  'teacherVideos.trace.counted': { ar: 'محتسبة', en: 'Counted' },
  'teacherVideos.trace.notCounted': { ar: 'غير محتسبة', en: 'Not counted' },
  'teacherVideos.trace.device': { ar: 'الجهاز:', en: 'Device:' },
  'teacherVideos.grant.button': { ar: 'مشاهدات إضافية', en: 'Extra views' },
  'teacherVideos.grant.title': { ar: 'مشاهدات إضافية لـ {name}', en: 'Extra views for {name}' },
  'teacherVideos.grant.lesson': { ar: 'الدرس: {name}', en: 'Lesson: {name}' },
  'teacherVideos.grant.count': { ar: 'عدد المشاهدات الإضافية', en: 'Number of extra views' },
  'teacherVideos.grant.confirm': { ar: 'منح المشاهدات', en: 'Give the views' },
  'teacherVideos.grant.done': { ar: 'تم منح المشاهدات', en: 'Extra views given' },
  'teacherVideos.host.title': { ar: 'مكتبة Bunny Stream', en: 'Bunny Stream library' },
  'teacherVideos.host.hint': {
    ar: 'عند التفعيل تُرسل فيديوهات الدروس الجديدة إلى مكتبتك على Bunny Stream، ويشاهدها الطالب برابط موقّع يعمل خمس دقائق فقط، مع العلامة المائية فوقه',
    en: 'When on, new lesson videos go to your Bunny Stream library; students watch them through a signed link that works for five minutes only, with the watermark over it',
  },
  'teacherVideos.host.none': {
    ar: 'لا توجد مكتبة: تُجهّز الفيديوهات على الخادم',
    en: 'No library: videos are prepared on this server',
  },
  'teacherVideos.host.enabled': {
    ar: 'إرسال الفيديوهات الجديدة إلى Bunny Stream',
    en: 'Send new videos to Bunny Stream',
  },
  'teacherVideos.host.libraryId': { ar: 'رقم المكتبة (Library ID)', en: 'Library ID' },
  'teacherVideos.host.apiKey': { ar: 'مفتاح API للمكتبة', en: 'Library API key' },
  'teacherVideos.host.tokenKey': {
    ar: 'مفتاح مصادقة الروابط (Token authentication key)',
    en: 'Token authentication key',
  },
  'teacherVideos.host.keysHint': {
    ar: 'اترك المفتاح فارغاً للإبقاء على المحفوظ',
    en: 'Leave a key empty to keep the saved one',
  },
  'teacherVideos.host.saved': { ar: 'تم حفظ إعدادات المكتبة', en: 'Library settings saved' },
  'teacherVideos.limit.title': { ar: 'عدد المشاهدات لكل طالب', en: 'Views per student' },
  'teacherVideos.limit.courseHint': {
    ar: 'لكل فيديو مرفوع في هذه الدورة. اتركه فارغاً لعدد غير محدود.',
    en: 'For each uploaded video of this course. Leave it empty for no limit.',
  },
  'teacherVideos.limit.lessonHint': {
    ar: 'اتركه فارغاً ليتبع إعداد الدورة',
    en: 'Leave it empty to follow the course',
  },
  'teacherVideos.limit.field': { ar: 'المشاهدات', en: 'Views' },
  'teacherVideos.limit.save': { ar: 'حفظ عدد المشاهدات', en: 'Save views per student' },
  'teacherVideos.limit.saved': { ar: 'تم حفظ عدد المشاهدات', en: 'Views per student saved' },
  'teacherVideos.uploads.title': { ar: 'الفيديوهات المرفوعة', en: 'Uploaded videos' },
  'teacherVideos.uploads.none': {
    ar: 'لم يُرفع فيديو لهذا الدرس',
    en: 'No video was uploaded for this lesson',
  },
  'teacherVideos.uploads.host.local': { ar: 'على الخادم', en: 'On this server' },
  'teacherVideos.uploads.host.bunny': { ar: 'على Bunny Stream', en: 'At Bunny Stream' },
  'teacherVideos.uploads.uploadedAt': { ar: 'رُفع {when}', en: 'Uploaded {when}' },
  'teacherVideos.uploads.originalKept': { ar: 'الملف الأصلي محفوظ', en: 'Original file kept' },
  'teacherVideos.uploads.originalRemoved': { ar: 'حُذف الملف الأصلي', en: 'Original file removed' },
  'teacherVideos.uploads.keepOriginal': {
    ar: 'الاحتفاظ بالملف الأصلي بعد تجهيز الفيديو',
    en: 'Keep the original file once the video is prepared',
  },
  'teacherVideos.status.queued': { ar: 'في الانتظار', en: 'Waiting' },
  'teacherVideos.status.transcoding': { ar: 'قيد التجهيز {percent}٪', en: 'Preparing {percent}%' },
  'teacherVideos.status.ready': { ar: 'جاهز للطلاب', en: 'Ready for students' },
  'teacherVideos.status.failed': { ar: 'تعذر التجهيز', en: 'Could not be prepared' },
  'teacherVideos.error.notAVideo': {
    ar: 'الملف ليس فيديو يمكن قراءته',
    en: 'The file is not a video that can be read',
  },
  'teacherVideos.error.ffmpegFailed': {
    ar: 'تعذر تجهيز الفيديو على الخادم. جرّب رفعه مرة أخرى.',
    en: 'The video could not be prepared on this server. Try uploading it again.',
  },
  'teacherVideos.error.ffmpegMissing': {
    ar: 'لا يوجد ffmpeg على الخادم: يُعرض الفيديو كما رُفع',
    en: 'This server has no ffmpeg: the video plays as uploaded',
  },
  'teacherVideos.error.hostRefused': {
    ar: 'رفضت Bunny Stream الطلب: راجع رقم المكتبة ومفتاح API',
    en: 'Bunny Stream refused: check the library ID and API key',
  },
  'teacherVideos.error.hostFailed': {
    ar: 'تعذر التجهيز على Bunny Stream. جرّب رفعه مرة أخرى.',
    en: 'Bunny Stream could not prepare it. Try uploading it again.',
  },
  'teacherVideos.error.hostTimeout': {
    ar: 'لم تنتهِ Bunny Stream من التجهيز في الوقت المتوقع',
    en: 'Bunny Stream did not finish preparing it in time',
  },
} as const satisfies MessageTable;
