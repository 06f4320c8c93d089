import type { MessageTable } from '../types.ts';

/** Profile settings screen. Validation texts live in validation.ts (profile.*). */
export const profileScreenMessages = {
  'profileScreen.title': { ar: 'إعدادات الملف الشخصي', en: 'Profile settings' },
  'profileScreen.subtitle': { ar: 'عدّل بيانات حسابك', en: 'Update your account details' },
  'profileScreen.accountSection': { ar: 'بيانات الحساب', en: 'Account' },
  'profileScreen.emailReadOnly': {
    ar: 'لا يمكن تغيير البريد الإلكتروني',
    en: 'The email address cannot be changed',
  },
  'profileScreen.passwordSection': { ar: 'تغيير كلمة المرور', en: 'Change password' },
  'profileScreen.passwordHint': {
    ar: 'اترك الحقول فارغة إذا كنت لا تريد تغيير كلمة المرور',
    en: 'Leave these fields empty to keep your current password',
  },
  'profileScreen.currentPassword': { ar: 'كلمة المرور الحالية', en: 'Current password' },
  'profileScreen.currentPasswordRequired': {
    ar: 'يرجى إدخال كلمة المرور الحالية لتغيير كلمة المرور',
    en: 'Enter your current password to change it',
  },
  'profileScreen.save': { ar: 'حفظ التغييرات', en: 'Save changes' },
  'profileScreen.saveFailed': { ar: 'تعذّر حفظ التغييرات', en: 'The changes could not be saved' },
  'profileScreen.notifications.title': { ar: 'الإشعارات', en: 'Notifications' },
  'profileScreen.notifications.hint': {
    ar: 'نتائج اختباراتك وإعلانات المدرس تصلك على هذا الجهاز',
    en: "Your quiz results and the teacher's announcements on this device",
  },
  'profileScreen.notifications.toggle': {
    ar: 'الإشعارات على هذا الجهاز',
    en: 'Notifications on this device',
  },
  'profileScreen.notifications.unsupported': {
    ar: 'هذا المتصفح لا يعرض الإشعارات هنا. ثبّت التطبيق على جهازك ثم افتح هذه الصفحة منه.',
    en: 'This browser cannot show notifications here. Install the app on your device, then open this page in it.',
  },
  'profileScreen.notifications.blocked': {
    ar: 'الإشعارات محظورة لهذا الموقع في إعدادات المتصفح. اسمح بها من الإعدادات ثم أعد فتح الصفحة.',
    en: 'Notifications are blocked for this site in the browser settings. Allow them there, then reopen this page.',
  },
  'profileScreen.notifications.failed': {
    ar: 'تعذّر تغيير الإشعارات. حاول مرة أخرى.',
    en: 'Notifications could not be changed. Try again.',
  },
} as const satisfies MessageTable;
