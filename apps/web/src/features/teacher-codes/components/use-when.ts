import { useLocale } from '../../../shared/i18n/index.ts';

/** Dates and times in the screen's language. */
export function useWhen(): (iso: string) => string {
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => format.format(new Date(iso));
}
