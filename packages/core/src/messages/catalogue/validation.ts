import type { MessageTable } from '../types.ts';

/** Keys the validation rules in `@dars/core/rules` return; do not rename. */
export const validationMessages = {
  'validation.loginIdentifierInvalid': {
    ar: 'يرجى إدخال بريد إلكتروني صحيح أو رقم هاتف مصري صحيح',
    en: 'Please enter a valid email address or a valid Egyptian mobile number',
  },
  'validation.passwordsMismatch': { ar: 'كلمات المرور غير متطابقة', en: 'Passwords do not match' },
  'validation.gradeRequired': { ar: 'الرجاء اختيار الصف الدراسي', en: 'Please choose your school year' },
  'validation.phoneRequired': { ar: 'رقم الهاتف مطلوب', en: 'Phone number is required' },
  'validation.parentPhoneRequired': {
    ar: 'رقم هاتف ولي الأمر مطلوب',
    en: "Parent's phone number is required",
  },
  'validation.userNameRequired': { ar: 'اسم المستخدم مطلوب', en: 'User name is required' },
  'validation.phoneInvalid': {
    ar: 'يرجى إدخال رقم هاتف مصري صحيح',
    en: 'Please enter a valid Egyptian mobile number (01 followed by 9 digits)',
  },
  'validation.parentPhoneInvalid': {
    ar: 'يرجى إدخال رقم هاتف ولي الأمر صحيح',
    en: "Please enter a valid parent's mobile number (01 followed by 9 digits)",
  },
  // The email field is required and of email type; these two texts are ours.
  'validation.emailRequired': { ar: 'البريد الإلكتروني مطلوب', en: 'Email is required' },
  'validation.emailInvalid': {
    ar: 'يرجى إدخال بريد إلكتروني صحيح',
    en: 'Please enter a valid email address',
  },
  'validation.passwordRequired': { ar: 'كلمة المرور مطلوبة', en: 'Password is required' },
  'validation.passwordTooShort': {
    ar: 'كلمة المرور يجب أن تكون على الأقل 6 أحرف',
    en: 'Password must be at least 6 characters long',
  },
  'validation.otpInvalid': {
    ar: 'يرجى إدخال رمز التحقق الصحيح',
    en: 'Please enter a valid verification code',
  },

  // Profile settings: the product words these in English in both locales.
  'profile.passwordsMismatch': { ar: 'كلمات المرور غير متطابقة', en: 'Passwords do not match' },
  'profile.passwordTooShort': {
    ar: 'كلمة المرور يجب أن تكون على الأقل 6 أحرف',
    en: 'Password must be at least 6 characters long',
  },
  'profile.noChanges': { ar: 'لم يتم إجراء أي تغييرات', en: 'No changes were made' },
  'profile.updated': { ar: 'تم تحديث الملف الشخصي بنجاح', en: 'Profile updated successfully' },

  // Registration code box on the course page.
  'enrol.codeRequired': { ar: 'يرجى إدخال كود التسجيل', en: 'Please enter the registration code' },
  'enrol.loginRequired': {
    ar: 'يرجى تسجيل الدخول للتسجيل في هذه الدورة',
    en: 'Please log in to enrol in this course',
  },

  // Unit code: non-empty after trimming.
  'unitCode.invalid': { ar: 'يرجى إدخال كود صحيح', en: 'Please enter a valid code' },

  // URL parameter checks in the players.
  'validation.lessonNotAvailable': { ar: 'الدرس غير متاح', en: 'Lesson not available' },
} as const satisfies MessageTable;
