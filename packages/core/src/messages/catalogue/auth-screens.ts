import type { MessageTable } from '../types.ts';

/** Login, register, forgot-password and reset-password screens. */
export const authScreensMessages = {
  'auth.login.subtitle': {
    ar: 'أهلاً بعودتك! سجّل دخولك لمتابعة دروسك',
    en: 'Welcome back! Log in to continue your lessons',
  },
  'auth.login.submit': { ar: 'دخول', en: 'Log in' },
  'auth.login.success': { ar: 'تم تسجيل الدخول بنجاح', en: 'Logged in successfully' },
  'auth.login.forgotPassword': { ar: 'نسيت كلمة المرور؟', en: 'Forgot your password?' },
  'auth.login.noAccount': { ar: 'ليس لديك حساب؟', en: "Don't have an account?" },
  'auth.login.registerLink': { ar: 'إنشاء حساب جديد', en: 'Create one' },
  'auth.login.supportMessage': {
    ar: 'مرحباً، لا أستطيع تسجيل الدخول بسبب تجاوز الحد المسموح به من الأجهزة.',
    en: 'Hello, I cannot log in because my account reached the device limit.',
  },

  'auth.register.subtitle': {
    ar: 'أنشئ حسابك وابدأ التعلم الآن',
    en: 'Create your account and start learning',
  },
  'auth.register.submit': { ar: 'إنشاء الحساب', en: 'Create account' },
  'auth.register.success': {
    ar: 'تم إنشاء الحساب بنجاح، سجّل دخولك الآن',
    en: 'Your account was created. Log in now',
  },
  'auth.register.haveAccount': { ar: 'لديك حساب بالفعل؟', en: 'Already have an account?' },

  'auth.forgot.subtitle': {
    ar: 'أدخل بريدك الإلكتروني وسنرسل لك رمز تحقق لإعادة تعيين كلمة المرور',
    en: 'Enter your email and we will send you a code to reset your password',
  },
  'auth.forgot.submit': { ar: 'إرسال رمز التحقق', en: 'Send code' },
  'auth.forgot.sentTitle': { ar: 'تم إرسال رمز التحقق', en: 'Code sent' },
  'auth.forgot.sentText': {
    ar: 'أرسلنا رمز التحقق إلى {email}. استخدمه لتعيين كلمة مرور جديدة.',
    en: 'We sent a verification code to {email}. Use it to set a new password.',
  },
  'auth.backToLogin': { ar: 'العودة لتسجيل الدخول', en: 'Back to log in' },

  'auth.reset.stepsLabel': { ar: 'خطوات إعادة التعيين', en: 'Reset steps' },
  'auth.reset.step': { ar: 'الخطوة {number}', en: 'Step {number}' },
  'auth.reset.step1Text': {
    ar: 'أدخل بريدك الإلكتروني لإرسال رمز التحقق',
    en: 'Enter your email to receive a verification code',
  },
  'auth.reset.step2Text': {
    ar: 'أدخل رمز التحقق المرسل إلى بريدك وكلمة المرور الجديدة',
    en: 'Enter the code we emailed you and your new password',
  },
  'auth.reset.codeSent': {
    ar: 'تم إرسال رمز التحقق إلى {email}',
    en: 'A verification code was sent to {email}',
  },
  'auth.reset.submit': { ar: 'تغيير كلمة المرور', en: 'Change password' },
  'auth.reset.goToLogin': { ar: 'الذهاب لتسجيل الدخول', en: 'Go to log in' },
  'auth.reset.changeEmail': { ar: 'تغيير البريد الإلكتروني', en: 'Use another email' },
} as const satisfies MessageTable;
