import { DATE_STYLES, formatDate } from '@dars/core/messages/dates';
import { useLocale, useT } from '../../shared/i18n/index.ts';

/** A moment as the console shows it (date and time), or "never". */
export function useWhen() {
  const t = useT();
  const { locale } = useLocale();
  return (iso: string | null) =>
    iso ? formatDate(locale, iso, DATE_STYLES.dateTime) : t('teacher.students.never');
}
