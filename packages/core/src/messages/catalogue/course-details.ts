import type { MessageTable } from '../types.ts';

/** Course details page. */
export const courseDetailsMessages = {
  'course.lessons': { ar: 'عدد الدروس', en: 'Lessons' },
  'course.price': { ar: 'السعر', en: 'Price' },
  'course.noUnits': {
    ar: 'لم تتم إضافة وحدات لهذه الدورة بعد',
    en: 'No units have been added to this course yet',
  },
  'course.browseAll': { ar: 'تصفح جميع الدورات', en: 'Browse all courses' },
  'course.tabs.label': { ar: 'محتوى الدورة', en: 'Course content' },
  'course.tabs.curriculum': { ar: 'المنهج', en: 'Curriculum' },
  'course.tabs.overview': { ar: 'نظرة عامة', en: 'Overview' },
  'course.overview.noDescription': { ar: 'لا يوجد وصف لهذه الدورة', en: 'This course has no description' },
  'course.overview.openToAll': {
    ar: 'جميع وحدات هذه الدورة متاحة دائماً',
    en: 'Every unit of this course is always available',
  },

  'course.action.title': { ar: 'التسجيل في الدورة', en: 'Enrolment' },
  'course.action.checking': { ar: 'جارٍ التحقق من التسجيل...', en: 'Checking your enrolment…' },
  'course.action.continue': { ar: 'متابعة التعلم', en: 'Continue learning' },
  'course.action.startFree': { ar: 'ابدأ مجاناً', en: 'Start for free' },
  'course.action.contactSupervisor': { ar: 'تواصل مع المشرف', en: 'Contact the supervisor' },
  'course.action.supervisorMessage': {
    ar: 'مرحباً، أرغب في الاشتراك في دورة "{course}". كيف يمكنني الحصول على كود التسجيل؟',
    en: 'Hello, I would like to join the course "{course}". How can I get a registration code?',
  },
  'course.code.label': { ar: 'كود التسجيل', en: 'Registration code' },
  'course.code.hint': {
    ar: 'لديك كود تسجيل؟ أدخله هنا للاشتراك في الدورة',
    en: 'Have a registration code? Enter it to join the course',
  },
  'course.code.placeholder': { ar: 'أدخل كود التسجيل', en: 'Enter the registration code' },
  'course.code.submit': { ar: 'تسجيل بالكود', en: 'Enrol with code' },
  'course.success.title': { ar: 'تم التسجيل بنجاح', en: 'You are enrolled' },
  'course.success.text': { ar: 'تم تسجيلك في الدورة بنجاح', en: 'You were enrolled in the course' },
  'course.success.goToLectures': { ar: 'الذهاب إلى محاضراتي', en: 'Go to my lectures' },
  // The code entered on one course's page belonged to another course.
  'course.success.otherCourseText': {
    ar: 'هذا الكود خاص بدورة «{course}»، وقد تم تسجيلك فيها بنجاح.',
    en: 'This code is for the course “{course}”; you are now enrolled in it.',
  },
  'course.success.goToCourse': { ar: 'الذهاب إلى «{course}»', en: 'Go to “{course}”' },

  'course.questions.title': { ar: 'لديك أسئلة؟', en: 'Questions?' },
  'course.questions.text': {
    ar: 'تواصل معنا وسنرد عليك في أقرب وقت',
    en: 'Get in touch and we will answer soon',
  },
  'course.questions.chat': { ar: 'محادثة واتساب', en: 'Chat on WhatsApp' },
  'course.questions.sendMessage': { ar: 'إرسال رسالة', en: 'Send a message' },
  'course.questions.prefilled': {
    ar: 'مرحباً، لدي سؤال عن دورة "{course}"',
    en: 'Hello, I have a question about the course "{course}"',
  },
} as const satisfies MessageTable;
