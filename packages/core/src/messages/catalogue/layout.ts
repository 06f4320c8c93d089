import type { MessageTable } from '../types.ts';

/** Shared layout: top bar, route labels, footer, guard and the generic error screen. */
export const layoutMessages = {
  // Route labels (navigation and page titles).
  'layout.route.home': { ar: 'الرئيسية', en: 'Home' },
  'layout.route.about': { ar: 'عن المدرس', en: 'About' },
  'layout.route.login': { ar: 'تسجيل الدخول', en: 'Log in' },
  'layout.route.register': { ar: 'إنشاء حساب', en: 'Sign up' },
  'layout.route.forgotPassword': { ar: 'نسيت كلمة المرور', en: 'Forgot password' },
  'layout.route.resetPassword': { ar: 'إعادة تعيين كلمة المرور', en: 'Reset password' },
  'layout.route.courseDetails': { ar: 'تفاصيل الدورة', en: 'Course details' },
  'layout.route.profile': { ar: 'الملف الشخصي', en: 'Profile' },
  'layout.route.myLectures': { ar: 'محاضرات السنتر', en: 'Center lectures' },
  'layout.route.enrolledCourses': { ar: 'باقاتي', en: 'My Courses' },
  'layout.route.coursePlayer': { ar: 'مشغل الدورة', en: 'Course player' },
  'layout.route.unitViewer': { ar: 'عرض الوحدة', en: 'Unit viewer' },
  'layout.route.testRefreshToken': { ar: 'اختبار تجديد رمز الدخول', en: 'Refresh-token test' },
  'layout.route.testTenant': { ar: 'اختبار ترويسة المستأجر', en: 'Tenant-header test' },

  // Top bar.
  'layout.topBar.packages': { ar: 'الباقات', en: 'Courses' },
  'layout.topBar.login': { ar: 'تسجيل الدخول', en: 'Log in' },
  'layout.topBar.register': { ar: 'إنشاء حساب', en: 'Sign up' },
  'layout.topBar.logout': { ar: 'تسجيل الخروج', en: 'Log out' },
  'layout.topBar.greeting': { ar: 'أهلاً وسهلاً:', en: 'Welcome:' },
  'layout.topBar.openMenu': { ar: 'فتح القائمة', en: 'Open menu' },
  'layout.topBar.closeMenu': { ar: 'إغلاق القائمة', en: 'Close menu' },
  'layout.topBar.mainNavigation': { ar: 'التنقل الرئيسي', en: 'Main navigation' },
  'layout.topBar.switchLanguage': { ar: 'English', en: 'العربية' },
  'layout.skipToContent': { ar: 'الانتقال إلى المحتوى', en: 'Skip to content' },

  // Footer.
  'layout.footer.quickLinks': { ar: 'روابط سريعة', en: 'Quick links' },
  'layout.footer.joinNow': { ar: 'انضم الآن', en: 'Join now' },
  'layout.footer.followUs': { ar: 'تابعنا', en: 'Follow us' },
  'layout.footer.contactUs': { ar: 'تواصل معنا', en: 'Contact us' },
  'layout.footer.social.whatsapp': { ar: 'واتساب', en: 'WhatsApp' },
  'layout.footer.social.facebook': { ar: 'فيسبوك', en: 'Facebook' },
  'layout.footer.social.youtube': { ar: 'يوتيوب', en: 'YouTube' },
  'layout.footer.social.tiktok': { ar: 'تيك توك', en: 'TikTok' },
  // Title of a disabled social icon; {network} is one of the layout.footer.social.* texts.
  'layout.footer.socialUnavailable': { ar: '{network} غير متاح', en: '{network} is not available' },
  // Default text of the WhatsApp chat link.
  'layout.footer.whatsappDefaultText': { ar: 'مرحباً', en: 'Hello' },
  'layout.footer.tagline': {
    ar: 'منصة تعليمية لطلاب المرحلة الثانوية لتعلم الأحياء بسهولة ومتعة.',
    en: 'A learning platform that makes biology clear and enjoyable for secondary-school students.',
  },
  // Pass {year} as a string so it is not formatted with a thousands separator.
  'layout.footer.copyright': {
    ar: '© {year} جميع الحقوق محفوظة. تطوير {company}',
    en: '© {year} All rights reserved. Developed by {company}',
  },

  // Protected-route wrapper while validating the session.
  'layout.guard.checking': { ar: 'جارٍ التحقق من تسجيل الدخول...', en: 'Checking your session…' },

  // Generic error screen.
  'layout.error.title': { ar: 'حدث خطأ ما', en: 'Something went wrong' },
  'layout.error.details': { ar: 'تفاصيل الخطأ:', en: 'Error details:' },
  'layout.error.hintsTitle': { ar: 'قد يكون السبب:', en: 'Possible causes:' },
  'layout.error.corsHint': {
    ar: 'إعدادات CORS (الطلبات من مصدر مختلف) على الخادم لا تسمح بهذا الموقع.',
    en: "The server's CORS (cross-origin) settings do not allow this site.",
  },
  'layout.error.connectionHint': {
    ar: 'انقطاع الاتصال بالإنترنت أو تعذّر الوصول إلى الخادم.',
    en: 'Your internet connection is down or the server cannot be reached.',
  },
  'layout.error.reload': { ar: 'إعادة تحميل الصفحة', en: 'Reload page' },

  // Unknown path (not in the route table).
  'layout.notFound.title': { ar: 'الصفحة غير موجودة', en: 'Page not found' },
  'layout.notFound.backHome': { ar: 'العودة إلى الرئيسية', en: 'Back to home' },
} as const satisfies MessageTable;
