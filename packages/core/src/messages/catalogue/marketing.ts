import type { MessageTable } from '../types.ts';

/**
 * Marketing figures and captions. The `.value` entries are figures,
 * not words: the Arabic side puts the plus sign first so it renders after the number in RTL.
 */
export const marketingMessages = {
  // Landing page statistics: 5000+ students, 99+ educational videos, 24/7 support.
  'marketing.landing.students.value': { ar: '+5000', en: '5000+' },
  'marketing.landing.students.caption': { ar: 'طالب وطالبة', en: 'Students' },
  'marketing.landing.videos.value': { ar: '+99', en: '99+' },
  'marketing.landing.videos.caption': { ar: 'فيديو تعليمي', en: 'Educational videos' },
  'marketing.landing.support.value': { ar: '24/7', en: '24/7' },
  'marketing.landing.support.caption': { ar: 'دعم متواصل', en: 'Support' },

  // Teacher profile statistics: 10+ years, 500+ students passed, 1000+ lessons, 95% success rate.
  'marketing.teacher.years.value': { ar: '+10', en: '10+' },
  'marketing.teacher.years.caption': { ar: 'سنوات من الخبرة', en: 'Years of experience' },
  'marketing.teacher.passed.value': { ar: '+500', en: '500+' },
  'marketing.teacher.passed.caption': { ar: 'طالب ناجح', en: 'Students passed' },
  'marketing.teacher.lessons.value': { ar: '+1000', en: '1000+' },
  'marketing.teacher.lessons.caption': { ar: 'درس تعليمي', en: 'Lessons' },
  'marketing.teacher.successRate.value': { ar: '95%', en: '95%' },
  'marketing.teacher.successRate.caption': { ar: 'نسبة النجاح', en: 'Success rate' },
  'marketing.teacher.cta': { ar: 'ابدأ التعلم الآن', en: 'Start learning now' },

  // Footer figures: 5000+ students, 99% success rate, rating 5.
  'marketing.footer.students.value': { ar: '+5000', en: '5000+' },
  'marketing.footer.students.caption': { ar: 'طالب', en: 'Students' },
  'marketing.footer.successRate.value': { ar: '99%', en: '99%' },
  'marketing.footer.successRate.caption': { ar: 'نسبة النجاح', en: 'Success rate' },
  'marketing.footer.rating.value': { ar: '5', en: '5' },
  'marketing.footer.rating.caption': { ar: 'التقييم', en: 'Rating' },

  'marketing.statistics.title': { ar: 'إحصائيات المنصة', en: 'Platform statistics' },

  // Landing hero buttons and lazily loaded sections.
  'marketing.hero.browsePackages': { ar: 'تصفح الدورات', en: 'Browse courses' },
  'marketing.hero.browseBooks': { ar: 'الكتب', en: 'Books' },
  'marketing.section.packages': { ar: 'الدورات', en: 'Courses' },
  'marketing.section.books': { ar: 'الكتب', en: 'Books' },
  'marketing.section.lectureCodes': { ar: 'أكواد المحاضرات', en: 'Lecture codes' },
  'marketing.section.loadingPackages': { ar: 'جارٍ تحميل الدورات...', en: 'Loading courses…' },
  'marketing.section.loadingBooks': { ar: 'جارٍ تحميل الكتب...', en: 'Loading books…' },
  'marketing.section.loadingLectureCodes': {
    ar: 'جارٍ تحميل أكواد المحاضرات...',
    en: 'Loading lecture codes…',
  },

  // Testimonials (three, rotating every 4 s).
  'marketing.testimonials.title': { ar: 'آراء طلابنا', en: 'What our students say' },
  'marketing.testimonials.1.text': {
    ar: 'الشرح بسيط ومنظم، وفهمت الأحياء فهماً حقيقياً لأول مرة. الاختبارات بعد كل درس ساعدتني كثيراً.',
    en: 'The explanations are simple and well organised; I truly understood biology for the first time. The quizzes after each lesson helped me a lot.',
  },
  'marketing.testimonials.1.name': { ar: 'مريم أحمد', en: 'Mariam Ahmed' },
  'marketing.testimonials.1.role': { ar: 'طالبة بالصف الثالث الثانوي', en: 'Secondary 3 student' },
  'marketing.testimonials.2.text': {
    ar: 'أستطيع المذاكرة في أي وقت ومن أي مكان، وفريق الدعم يرد بسرعة كبيرة.',
    en: 'I can study any time and anywhere, and support answers very quickly.',
  },
  'marketing.testimonials.2.name': { ar: 'يوسف محمود', en: 'Youssef Mahmoud' },
  'marketing.testimonials.2.role': { ar: 'طالب بالصف الثاني الثانوي', en: 'Secondary 2 student' },
  'marketing.testimonials.3.text': {
    ar: 'المراجعات النهائية والفيديوهات القصيرة رفعت درجتي في الأحياء بشكل واضح.',
    en: 'The final revisions and short videos clearly raised my biology grade.',
  },
  'marketing.testimonials.3.name': { ar: 'سارة خالد', en: 'Sara Khaled' },
  'marketing.testimonials.3.role': { ar: 'طالبة بالصف الأول الثانوي', en: 'Secondary 1 student' },
} as const satisfies MessageTable;
