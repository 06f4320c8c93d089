import type { MessageTable } from '../types.ts';

/** The page a message's opt-out link opens (no account). */
export const messageOptOutMessages = {
  'messageOptOut.title': { ar: 'إيقاف الرسائل', en: 'Stop messages' },
  'messageOptOut.question': {
    ar: 'هل تريد إيقاف رسائل المدرس إلى الرقم {phone}؟',
    en: "Stop the teacher's messages to {phone}?",
  },
  'messageOptOut.confirm': { ar: 'نعم، أوقف الرسائل', en: 'Yes, stop the messages' },
  'messageOptOut.done': {
    ar: 'تم. لن تصل رسائل أخرى إلى الرقم {phone}.',
    en: 'Done. No more messages will reach {phone}.',
  },
  'messageOptOut.invalid': { ar: 'هذا الرابط غير صالح.', en: 'This link is not valid.' },
  'messageOptOut.failed': { ar: 'تعذّر الإيقاف. حاول مرة أخرى.', en: 'Could not stop them. Try again.' },
} as const satisfies MessageTable;
