import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '@dars/core/contract';
import type { MessageId } from '@dars/core/messages/runtime';
import { useT } from '../i18n/index.ts';
import { buttonClasses } from '../ui/button-classes.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { useMyOrder } from './payments-api.ts';
import { useAmount } from './use-amount.ts';
import './messages.ts';

const TONE: Record<Order['status'], string> = {
  paid: 'bg-green-50 text-green-900 ring-green-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-900 ring-red-200',
  refunded: 'bg-gray-50 text-gray-900 ring-gray-200',
};

/**
 * After the checkout the browser comes back to the course page with `?order=`: the order's outcome,
 * asked again every few seconds while the payment is not yet known. Once paid, `onPaid` lets the
 * page check the enrolment again (the action area turns into "continue").
 */
export default function OrderOutcome({ onPaid }: { onPaid(): void }) {
  const t = useT();
  const amount = useAmount();
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('order')?.slice(0, 64) ?? null;
  const order = useMyOrder(reference);
  const status = order.data?.status;
  const told = useRef<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const shown = Boolean(order.data);
  // on a phone the action area is below the course's header: bring the outcome into view once known
  useEffect(() => {
    if (shown) box.current?.scrollIntoView?.({ block: 'center' });
  }, [shown]);
  useEffect(() => {
    if (status === 'paid' && told.current !== reference) {
      told.current = reference;
      onPaid();
    }
  }, [status, reference, onPaid]);

  if (!reference || order.isError) return null;
  if (!order.data) return <Spinner label={t('payments.outcome.checking')} />;
  const o = order.data;
  const title: MessageId = `payments.outcome.${o.status}.title`;
  const unitPaid = o.status === 'paid' && o.unitId !== null;
  const text =
    o.status === 'pending' && o.billReference
      ? t('payments.outcome.kiosk.text', { amount: amount(o.amountCents), reference: o.billReference })
      : unitPaid
        ? t('payments.outcome.unitPaid.text')
        : t(`payments.outcome.${o.status}.text`);
  return (
    <div
      ref={box}
      role="status"
      data-order-status={o.status}
      className={`rounded-xl p-4 ring-1 ${TONE[o.status]}`}
    >
      <p className="font-bold">{t(title)}</p>
      <p className="mt-1 text-sm">{text}</p>
      {unitPaid && (
        <Link to={`/unit-viewer/${o.unitId}`} className={buttonClasses('primary', 'md', 'mt-3 w-full')}>
          {t('payments.unit.open')}
        </Link>
      )}
    </div>
  );
}
