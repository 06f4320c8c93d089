import type { MessageTable } from '../types.ts';

/** Online payments: the course page's checkout and outcome, "My orders", the console's orders and settings. */
export const paymentsMessages = {
  'payments.payOnline': { ar: 'ادفع أونلاين', en: 'Pay online' },
  'payments.payOnlineHint': { ar: 'طرق الدفع المتاحة: {methods}', en: 'You can pay by {methods}' },
  'payments.method.card': { ar: 'بطاقة بنكية', en: 'bank card' },
  'payments.method.wallet': { ar: 'محفظة إلكترونية', en: 'mobile wallet' },
  'payments.method.discount': { ar: 'كود خصم', en: 'discount code' },
  'payments.method.kiosk': { ar: 'الدفع نقداً في منفذ', en: 'cash at a payment outlet' },
  'payments.discountCode': { ar: 'كود الخصم (إن وجد)', en: 'Discount code (if you have one)' },
  'payments.redirecting': { ar: 'جارٍ تحويلك إلى صفحة الدفع...', en: 'Taking you to the payment page…' },
  'payments.orFooter': { ar: 'أو استخدم كود التسجيل', en: 'or use a registration code' },
  'payments.startFailed': {
    ar: 'تعذر بدء الدفع. يرجى المحاولة مرة أخرى.',
    en: 'The payment could not be started. Please try again.',
  },

  'payments.outcome.checking': { ar: 'جارٍ التحقق من الدفع...', en: 'Checking your payment…' },
  'payments.outcome.paid.title': { ar: 'تم الدفع بنجاح', en: 'Payment received' },
  'payments.outcome.paid.text': {
    ar: 'تم تسجيلك في الدورة، ويمكنك البدء الآن.',
    en: 'You are enrolled in the course and can start now.',
  },
  'payments.outcome.pending.title': { ar: 'في انتظار تأكيد الدفع', en: 'Waiting for the payment' },
  'payments.outcome.pending.text': {
    ar: 'لم يصلنا تأكيد الدفع بعد. ستُسجَّل في الدورة فور وصوله.',
    en: 'The payment is not confirmed yet. You will be enrolled as soon as it is.',
  },
  'payments.outcome.kiosk.text': {
    ar: 'ادفع {amount} في أقرب منفذ دفع بالرقم المرجعي {reference}. ستُسجَّل في الدورة فور الدفع.',
    en: 'Pay {amount} at a payment outlet with the reference number {reference}. You will be enrolled as soon as you pay.',
  },
  'payments.outcome.failed.title': { ar: 'لم يتم الدفع', en: 'The payment did not go through' },
  'payments.outcome.failed.text': {
    ar: 'تم إلغاء الدفع أو رفضه ولم يُخصم أي مبلغ. يمكنك المحاولة مرة أخرى.',
    en: 'The payment was cancelled or declined and nothing was charged. You can try again.',
  },
  'payments.outcome.refunded.title': { ar: 'تم استرداد المبلغ', en: 'Refunded' },
  'payments.outcome.refunded.text': {
    ar: 'تم رد مبلغ هذا الطلب وإلغاء الاشتراك الذي منحه.',
    en: 'This order was refunded and the access it gave was removed.',
  },

  'payments.status.pending': { ar: 'في الانتظار', en: 'Pending' },
  'payments.status.paid': { ar: 'مدفوع', en: 'Paid' },
  'payments.status.failed': { ar: 'لم يتم', en: 'Failed' },
  'payments.status.refunded': { ar: 'مسترد', en: 'Refunded' },

  'payments.myOrders.title': { ar: 'طلباتي', en: 'My orders' },
  'payments.myOrders.empty': { ar: 'لا توجد طلبات بعد', en: 'No orders yet' },
  'payments.order.course': { ar: 'الدورة', en: 'Course' },
  'payments.order.amount': { ar: 'المبلغ', en: 'Amount' },
  'payments.order.date': { ar: 'التاريخ', en: 'Date' },
  'payments.order.status': { ar: 'الحالة', en: 'Status' },
  'payments.order.method': { ar: 'طريقة الدفع', en: 'Method' },
  'payments.order.reference': { ar: 'رقم الطلب', en: 'Order number' },
  'payments.order.student': { ar: 'الطالب', en: 'Student' },
  'payments.order.refunded': { ar: 'المسترد', en: 'Refunded' },
  'payments.amount': { ar: '{amount} ج.م', en: 'EGP {amount}' },
} as const satisfies MessageTable;
