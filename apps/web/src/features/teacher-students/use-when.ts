import { useLocale, useT } from '../../shared/i18n/index.ts';

/** A moment as the console shows it (date and time), or "never". */
export function useWhen() {
  const t = useT();
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : t('teacher.students.never'));
}
