import type { MessageTable } from '../types.ts';

/** Developer test pages: refresh-token check and tenant-header check. */
export const devMessages = {
  'dev.refresh.text': { ar: 'يطلب رمز دخول جديداً من الخادم.', en: 'Asks the server for a new access token.' },
  'dev.refresh.current': { ar: 'الرمز الحالي:', en: 'Current token:' },
  'dev.refresh.run': { ar: 'تجديد الرمز', en: 'Refresh token' },
  'dev.refresh.success': { ar: 'نجح التجديد: {before} ← {after}', en: 'Refreshed: {before} → {after}' },
  'dev.refresh.failure': {
    ar: 'فشل التجديد ({status}): {message}',
    en: 'Refresh failed ({status}): {message}',
  },
  'dev.tenant.headers': { ar: 'الترويسات المرسلة مع كل طلب', en: 'Headers sent with every request' },
  'dev.tenant.run': { ar: 'اختبار الاتصال بالخادم', en: 'Ask the server' },
  'dev.tenant.answer': { ar: 'رد الخادم', en: "Server's answer" },
} as const satisfies MessageTable;
