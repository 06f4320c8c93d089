import type { MessageTable } from '../types.ts';

/** Teacher profile page. Figures' captions and the CTA text live in marketing.ts. */
export const aboutMessages = {
  'about.kicker': { ar: 'تعرّف على المدرس', en: 'Meet the teacher' },
  'about.photoAlt': { ar: 'صورة {teacher}', en: 'Photo of {teacher}' },
  'about.statsTitle': { ar: 'إنجازات المدرس', en: "The teacher's record" },
  'about.qualifications': { ar: 'المؤهلات', en: 'Qualifications' },
  'about.approach': { ar: 'أسلوب التدريس', en: 'Teaching approach' },
  'about.subjects': { ar: 'المواد والمستويات', en: 'Subjects and levels' },
  'about.subject': { ar: 'المادة', en: 'Subject' },
  'about.level': { ar: 'المستوى', en: 'Level' },
  'about.ctaTitle': { ar: 'جاهز تبدأ رحلتك مع الأحياء؟', en: 'Ready to start your biology journey?' },
} as const satisfies MessageTable;
