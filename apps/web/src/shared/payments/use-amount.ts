import { useLocale, useT } from '../i18n/index.ts';
import './messages.ts';

/** Writes piasters as pounds ("150.00 ج.م"), Western digits in both languages. */
export function useAmount(): (cents: number) => string {
  const { formatNumber } = useLocale();
  const t = useT();
  return (cents) =>
    t('payments.amount', {
      amount: formatNumber(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    });
}
