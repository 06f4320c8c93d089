import { DATE_STYLES, formatDate } from '@dars/core/messages/dates';
import { useLocale } from '../../../shared/i18n/index.ts';

const CAIRO_TIME: Intl.DateTimeFormatOptions = { ...DATE_STYLES.dateTime, timeZone: 'Africa/Cairo' };

/** A moment as a day and time in Cairo (where quiet hours and the daily limit are counted). */
export function useWhen() {
  const { locale } = useLocale();
  return (iso: string) => formatDate(locale, iso, CAIRO_TIME);
}
