import type { MessageEvent } from '@dars/core/contract';

/**
 * The SMS wording of each event ({1}, {2}, … are the same parameters, in the same order, as the
 * WhatsApp template's {{1}}, {{2}}, … that the teacher gets approved by Meta). Arabic: the
 * recipients are Egyptian families. The closing line tells how to stop the messages.
 */
const SMS_TEXTS: Record<MessageEvent, string> = {
  announcement: 'بخصوص الطالب/ة {1}: {2}',
  quizResult: 'نتيجة الطالب/ة {1} في «{2}»: {3}',
};

export const OPT_OUT_WORDS = ['إيقاف', 'ايقاف', 'stop'];
const OPT_OUT_LINE = 'لإيقاف الرسائل أرسل: إيقاف';

export function smsText(event: MessageEvent, params: readonly string[]): string {
  const body = SMS_TEXTS[event].replace(/\{(\d)\}/g, (_match, n: string) => params[Number(n) - 1] ?? '');
  return `${body}\n${OPT_OUT_LINE}`;
}

/** Whether an incoming reply asks for no more messages ("إيقاف", with or without hamza, or STOP). */
export function isOptOutReply(text: string): boolean {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[.!،,]+$/u, '');
  return OPT_OUT_WORDS.includes(word);
}
