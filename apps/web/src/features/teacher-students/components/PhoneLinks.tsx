import { whatsAppChatLink } from '@dars/core/rules';
import { useT } from '../../../shared/i18n/index.ts';

/** A phone number to call, and the same number on WhatsApp. */
export function PhoneLinks({ phone, whose }: { phone: string; whose: string }) {
  const t = useT();
  const whatsApp = whatsAppChatLink(phone, '');
  return (
    <span className="flex flex-wrap items-center gap-x-3">
      <a
        href={`tel:${phone}`}
        className="text-primary-700 underline"
        aria-label={t('teacher.students.call', { whose })}
      >
        <bdi dir="ltr">{phone}</bdi>
      </a>
      {whatsApp && (
        <a
          href={whatsApp}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-green-800 underline"
          aria-label={t('teacher.students.whatsApp', { whose })}
        >
          {t('teacher.students.whatsAppShort')}
        </a>
      )}
    </span>
  );
}
