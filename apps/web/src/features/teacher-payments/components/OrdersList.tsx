import { Link } from 'react-router';
import type { Order } from '@dars/core/contract';
import { formatDate } from '@dars/core/messages/dates';
import { useLocale, useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';
import { useAmount } from '../../../shared/payments/use-amount.ts';

/** One card per order (a phone shows them one under another, a wide screen two a row). */
export function OrdersList({ orders, onRefund }: { orders: Order[]; onRefund(order: Order): void }) {
  const t = useT();
  const { locale } = useLocale();
  const amount = useAmount();
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {orders.map((order) => (
        <li key={order.reference} data-testid="order" className="rounded-2xl bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-gray-900">{order.studentName}</p>
              <p className="text-sm break-words text-gray-700">
                {order.unitName ? `${order.unitName} · ${order.courseName}` : order.courseName}
              </p>
            </div>
            <span
              data-status={order.status}
              className="shrink-0 rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold text-gray-800"
            >
              {t(`payments.status.${order.status}`)}
            </span>
          </div>
          <p className="mt-2 text-sm text-gray-600">
            {amount(order.amountCents)}
            {order.refundedCents > 0 && ` · ${t('payments.order.refunded')} ${amount(order.refundedCents)}`}
            {order.method && ` · ${t(`payments.method.${order.method as 'card'}`)}`}
            {' · '}
            {formatDate(locale, order.createdAt)}
          </p>
          <p className="mt-1 text-xs break-all text-gray-500" dir="ltr">
            {order.reference}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link
              to={`receipt/${encodeURIComponent(order.reference)}`}
              className={buttonClasses('ghost', 'sm')}
              aria-label={t('payments.receipt.openNamed', { name: order.studentName })}
            >
              {t('payments.receipt.open')}
            </Link>
            {order.status === 'paid' && order.refundedCents < order.amountCents && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onRefund(order)}
                aria-label={t('teacherPayments.refundNamed', { name: order.studentName })}
              >
                {t('teacherPayments.refund')}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
