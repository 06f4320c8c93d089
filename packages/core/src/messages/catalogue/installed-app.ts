import type { MessageTable } from '../types.ts';

/**
 * The installed app: its name on the phone's home screen when the teacher has no name yet, and the
 * page the service worker shows when a page is opened without a connection
 * (apps/api/src/ssr/installed-app/).
 */
export const installedAppMessages = {
  'installedApp.name': { ar: 'دَرس', en: 'Dars' },
  'installedApp.description': {
    ar: 'دورات المدرس ووحداتها واختباراتها على هاتفك',
    en: "The teacher's courses, units and quizzes on your phone",
  },
  'installedApp.offline.title': { ar: 'لا يوجد اتصال بالإنترنت', en: 'No internet connection' },
  'installedApp.offline.body': {
    ar: 'لا يمكن فتح هذه الصفحة الآن. تأكد من اتصالك بالإنترنت ثم حاول مرة أخرى.',
    en: 'This page cannot be opened right now. Check your internet connection, then try again.',
  },
  'installedApp.offline.retry': { ar: 'حاول مرة أخرى', en: 'Try again' },
} as const satisfies MessageTable;
