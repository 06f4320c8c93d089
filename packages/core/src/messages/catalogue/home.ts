import type { MessageTable } from '../types.ts';

/** Landing page: hero, statistics, courses by grade, books, lecture codes, testimonials. */
export const homeMessages = {
  'home.honour.title': { ar: 'الأوائل', en: 'Honour board' },
  'home.honour.subtitle': {
    ar: 'أعلى الطلاب درجات في امتحانات كل دورة',
    en: 'The students with the best exam scores in each course',
  },
  'home.honour.rank': { ar: 'المركز {rank}', en: 'Place {rank}' },
  'home.honour.score': { ar: '{score}%', en: '{score}%' },
  'home.hero.kicker': {
    ar: 'منصة تعليمية لطلاب المرحلة الثانوية',
    en: 'Learning platform for secondary-school students',
  },
  'home.hero.title': { ar: 'تعلّم الأحياء مع {teacher}', en: 'Learn biology with {teacher}' },
  'home.hero.titleFallback': {
    ar: 'تعلّم الأحياء بسهولة ومتعة',
    en: 'Learn biology the clear and enjoyable way',
  },
  'home.hero.imageAlt': { ar: 'صورة {teacher}', en: 'Photo of {teacher}' },

  'home.courses.subtitle': {
    ar: 'اختر صفك الدراسي وتصفح الدورات المتاحة',
    en: 'Choose your school year and browse the available courses',
  },
  'home.courses.gradeTabs': { ar: 'الصفوف الدراسية', en: 'School years' },
  'home.courses.viewDetails': { ar: 'عرض التفاصيل', en: 'View details' },
  'home.courses.viewDetailsOf': { ar: 'عرض تفاصيل {course}', en: 'View details of {course}' },
  'home.courses.paginationLabel': { ar: 'صفحات الدورات', en: 'Course pages' },

  'home.books.subtitle': {
    ar: 'كتب ومذكرات المدرس لكل صف',
    en: "The teacher's books and notes for every year",
  },
  'home.courses.empty': { ar: 'لا توجد دورات متاحة لهذا الصف', en: 'No active courses found for this grade' },
  'home.books.empty': { ar: 'لا توجد كتب متاحة حالياً', en: 'No books are available right now' },
  'home.books.paginationLabel': { ar: 'صفحات الكتب', en: 'Book pages' },

  'home.codes.text': {
    ar: 'لديك كود محاضرة من السنتر؟ أدخله هنا لتفتح المحاضرة وتجدها في صفحة محاضرات السنتر.',
    en: 'Got a lecture code from the centre? Enter it here to unlock the lecture; it then appears under Center lectures.',
  },
  'home.codes.label': { ar: 'كود المحاضرة', en: 'Lecture code' },
  'home.codes.placeholder': { ar: 'أدخل الكود هنا', en: 'Enter the code here' },
  'home.codes.submit': { ar: 'تفعيل الكود', en: 'Activate code' },
  'home.codes.success': { ar: 'تم تفعيل الكود بنجاح', en: 'The code was activated' },

  'home.testimonials.pause': { ar: 'إيقاف التبديل التلقائي', en: 'Pause rotation' },
  'home.testimonials.play': { ar: 'تشغيل التبديل التلقائي', en: 'Resume rotation' },
  'home.testimonials.show': { ar: 'عرض الرأي {number}', en: 'Show testimonial {number}' },
  'home.testimonials.rating': { ar: 'التقييم {rating} من 5', en: 'Rated {rating} out of 5' },
} as const satisfies MessageTable;
