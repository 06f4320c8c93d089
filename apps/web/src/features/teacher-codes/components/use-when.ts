import { DATE_STYLES, formatDate } from '@dars/core/messages/dates';
import { useLocale } from '../../../shared/i18n/index.ts';

/** Dates and times in the screen's language. */
export function useWhen(): (iso: string) => string {
  const { locale } = useLocale();
  return (iso) => formatDate(locale, iso, DATE_STYLES.dateTime);
}
