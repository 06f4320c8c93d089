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
} as const satisfies MessageTable;
