import type { MessageTable } from '../types.ts';

/** Words and labels shared by many screens. */
export const commonMessages = {
  'common.appName': { ar: 'درس', en: 'Dars' },
  'common.loading': { ar: 'جارٍ التحميل...', en: 'Loading…' },
  'common.retry': { ar: 'إعادة المحاولة', en: 'Try again' },
  'common.back': { ar: 'رجوع', en: 'Back' },
  'common.next': { ar: 'التالي', en: 'Next' },
  'common.previous': { ar: 'السابق', en: 'Previous' },
  'common.close': { ar: 'إغلاق', en: 'Close' },
  'common.cancel': { ar: 'إلغاء', en: 'Cancel' },
  'common.confirm': { ar: 'تأكيد', en: 'Confirm' },
  'common.save': { ar: 'حفظ', en: 'Save' },
  'common.submit': { ar: 'إرسال', en: 'Submit' },
  'common.search': { ar: 'بحث', en: 'Search' },
  'common.refresh': { ar: 'تحديث', en: 'Refresh' },
  'common.all': { ar: 'الكل', en: 'All' },
  'common.success': { ar: 'تمت العملية بنجاح', en: 'Done successfully' },
  'common.menu': { ar: 'القائمة', en: 'Menu' },
  'common.showPassword': { ar: 'إظهار كلمة المرور', en: 'Show password' },
  'common.hidePassword': { ar: 'إخفاء كلمة المرور', en: 'Hide password' },
  'common.download': { ar: 'تحميل', en: 'Download' },

  // Price 0 (formatPrice in @dars/core/rules formats the others).
  'common.free': { ar: 'مجاناً', en: 'Free' },

  // Grades and terms as sent by the API.
  'common.grade.Secondary1': { ar: 'الصف الأول الثانوي', en: 'Secondary 1' },
  'common.grade.Secondary2': { ar: 'الصف الثاني الثانوي', en: 'Secondary 2' },
  'common.grade.Secondary3': { ar: 'الصف الثالث الثانوي', en: 'Secondary 3' },
  'common.term.First': { ar: 'الترم الأول', en: 'First term' },
  'common.term.Second': { ar: 'الترم الثاني', en: 'Second term' },
  'common.term.Summer': { ar: 'الترم الصيفي', en: 'Summer term' },

  // Lessons.
  'common.lessonType.Video': { ar: 'فيديو', en: 'Video' },
  'common.lessonType.Quiz': { ar: 'اختبار', en: 'Quiz' },
  'common.lessonType.Exam': { ar: 'امتحان', en: 'Exam' },
  'common.lesson.locked': { ar: 'مغلق', en: 'locked' },
  'common.lesson.completed': { ar: 'مكتمل', en: 'completed' },
  'common.lesson.submitted': { ar: 'تم التسليم', en: 'submitted' },
  'common.status.active': { ar: 'نشط', en: 'Active' },
  'common.status.inactive': { ar: 'غير نشط', en: 'Inactive' },
  'common.noQuestions': { ar: 'لا توجد أسئلة متاحة', en: 'No questions available' },

  'common.lessonsCount': {
    ar: {
      zero: 'لا توجد دروس',
      one: 'درس واحد',
      two: 'درسان',
      few: '{count} دروس',
      many: '{count} درساً',
      other: '{count} درس',
    },
    en: { one: '{count} lesson', other: '{count} lessons' },
  },
  'common.unitsCount': {
    ar: {
      zero: 'لا توجد وحدات',
      one: 'وحدة واحدة',
      two: 'وحدتان',
      few: '{count} وحدات',
      many: '{count} وحدة',
      other: '{count} وحدة',
    },
    en: { one: '{count} unit', other: '{count} units' },
  },
  'common.daysCount': {
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
  'common.minutesCount': {
    ar: {
      zero: '0 دقيقة',
      one: 'دقيقة واحدة',
      two: 'دقيقتان',
      few: '{count} دقائق',
      many: '{count} دقيقة',
      other: '{count} دقيقة',
    },
    en: { one: '{count} minute', other: '{count} minutes' },
  },

  // Form field labels shared by the auth and profile screens.
  'common.field.email': { ar: 'البريد الإلكتروني', en: 'Email' },
  'common.field.emailOrPhone': { ar: 'البريد الإلكتروني أو رقم الهاتف', en: 'Email or phone number' },
  'common.field.password': { ar: 'كلمة المرور', en: 'Password' },
  'common.field.newPassword': { ar: 'كلمة المرور الجديدة', en: 'New password' },
  'common.field.confirmPassword': { ar: 'تأكيد كلمة المرور', en: 'Confirm password' },
  'common.field.userName': { ar: 'اسم المستخدم', en: 'User name' },
  'common.field.fullName': { ar: 'الاسم بالكامل', en: 'Full name' },
  'common.field.phone': { ar: 'رقم الهاتف', en: 'Phone number' },
  'common.field.parentPhone': { ar: 'رقم هاتف ولي الأمر', en: "Parent's phone number" },
  'common.field.grade': { ar: 'الصف الدراسي', en: 'School year' },
  'common.field.chooseGrade': { ar: 'اختر الصف الدراسي', en: 'Choose your school year' },
  'common.field.otp': { ar: 'رمز التحقق', en: 'Verification code' },
  'common.field.code': { ar: 'الكود', en: 'Code' },

  // Paging.
  'common.pagination.label': { ar: 'التنقل بين الصفحات', en: 'Pagination' },
  'common.pagination.page': { ar: 'صفحة {page}', en: 'Page {page}' },
  'common.pagination.pageOf': { ar: 'صفحة {page} من {total}', en: 'Page {page} of {total}' },
} as const satisfies MessageTable;
