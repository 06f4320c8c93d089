import type { MessageTable } from '../types.ts';

/** The console's orders, refunds, revenue and Paymob settings (Admin only). */
export const teacherPaymentsMessages = {
  'teacherPayments.title': { ar: 'الطلبات والمدفوعات', en: 'Orders and payments' },
  'teacherPayments.hint': {
    ar: 'طلبات الشراء الإلكتروني من الطلاب، والاسترداد، وإعدادات حساب Paymob',
    en: "Students' online orders, refunds and the Paymob account settings",
  },
  'teacherPayments.revenue.title': { ar: 'الإيرادات آخر 30 يوماً', en: 'Revenue, last 30 days' },
  'teacherPayments.revenue.total': { ar: 'الإجمالي بعد الاسترداد', en: 'Total after refunds' },
  'teacherPayments.revenue.orders': {
    ar: {
      zero: 'لا طلبات',
      one: 'طلب واحد',
      two: 'طلبان',
      few: '{count} طلبات',
      many: '{count} طلباً',
      other: '{count} طلب',
    },
    en: { one: '{count} order', other: '{count} orders' },
  },
  'teacherPayments.filter.status': { ar: 'الحالة', en: 'Status' },
  'teacherPayments.filter.method': { ar: 'طريقة الدفع', en: 'Method' },
  'teacherPayments.filter.all': { ar: 'الكل', en: 'All' },
  'teacherPayments.filter.search': {
    ar: 'بحث باسم الطالب أو بريده أو هاتفه',
    en: "Search by the student's name, email or phone",
  },
  'teacherPayments.empty': { ar: 'لا توجد طلبات', en: 'No orders' },
  'teacherPayments.refund': { ar: 'استرداد', en: 'Refund' },
  'teacherPayments.refundNamed': { ar: 'استرداد طلب {name}', en: "Refund {name}'s order" },
  'teacherPayments.refundTitle': { ar: 'استرداد مبلغ الطلب', en: 'Refund the order' },
  'teacherPayments.refundAmount': { ar: 'المبلغ المسترد (ج.م)', en: 'Amount to refund (EGP)' },
  'teacherPayments.refundHint': {
    ar: 'الاسترداد الكامل يلغي اشتراك الطالب في الدورة',
    en: "A full refund removes the student's access to the course",
  },
  'teacherPayments.refundConfirm': { ar: 'نعم، استرد المبلغ', en: 'Yes, refund' },
  'teacherPayments.refunded': { ar: 'تم الاسترداد', en: 'Refunded' },
  'teacherPayments.settings.title': { ar: 'إعدادات Paymob', en: 'Paymob settings' },
  'teacherPayments.settings.hint': {
    ar: 'من لوحة Paymob: الإعدادات ← مفاتيح API، وأرقام التكامل لكل طريقة دفع. اترك المفتاح فارغاً للإبقاء على المحفوظ.',
    en: 'From the Paymob dashboard: Settings → API keys, and the integration id of each payment method. Leave a key empty to keep the saved one.',
  },
  'teacherPayments.settings.none': {
    ar: 'الدفع الإلكتروني غير مفعّل: لا يظهر زر الدفع للطلاب',
    en: 'Online payment is off: students see no pay button',
  },
  'teacherPayments.settings.publicKey': { ar: 'المفتاح العام', en: 'Public key' },
  'teacherPayments.settings.secretKey': { ar: 'المفتاح السري', en: 'Secret key' },
  'teacherPayments.settings.hmacSecret': { ar: 'سر HMAC', en: 'HMAC secret' },
  'teacherPayments.settings.apiKey': { ar: 'مفتاح API', en: 'API key' },
  'teacherPayments.settings.card': { ar: 'رقم تكامل البطاقات', en: 'Card integration id' },
  'teacherPayments.settings.wallet': {
    ar: 'رقم تكامل المحافظ الإلكترونية',
    en: 'Mobile wallet integration id',
  },
  'teacherPayments.settings.kiosk': { ar: 'رقم تكامل الدفع في المنافذ', en: 'Kiosk integration id' },
  'teacherPayments.settings.saved': { ar: 'تم حفظ الإعدادات', en: 'Settings saved' },
} as const satisfies MessageTable;
