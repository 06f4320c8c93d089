import { formatDate } from '@dars/core/messages/dates';
import { useLocale, useT } from '../i18n/index.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../ui/Spinner.tsx';
import { useMyOrders } from './payments-api.ts';
import { useAmount } from './use-amount.ts';
import './messages.ts';

/** "My orders" in the profile, read when opened: each order's course, amount, date, status and receipt. */
export default function MyOrders() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
    >
      <summary className="cursor-pointer text-xl font-bold text-gray-900">
        {t('payments.myOrders.title')}
      </summary>
      {open && <OrderList />}
    </details>
  );
}

function OrderList() {
  const t = useT();
  const { locale } = useLocale();
  const amount = useAmount();
  const orders = useMyOrders();
  if (orders.isPending) return <Spinner />;
  if (!orders.data || orders.data.length === 0)
    return <p className="mt-4 text-gray-600">{t('payments.myOrders.empty')}</p>;
  return (
    <ul className="mt-4 divide-y divide-gray-200">
      {orders.data.map((order) => (
        <li key={order.reference} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <Link
              to={`/courses/${order.courseId}?order=${order.reference}`}
              className="font-semibold text-primary-800"
            >
              {order.unitName ? `${order.unitName} · ${order.courseName}` : order.courseName}
            </Link>
            <p className="text-sm text-gray-600">
              {formatDate(locale, order.createdAt)} · {amount(order.amountCents)}
              {order.billReference && order.status === 'pending' ? ` · ${order.billReference}` : ''}
            </p>
          </div>
          <span className="flex items-center gap-2">
            <span
              data-status={order.status}
              className="rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold text-gray-800"
            >
              {t(`payments.status.${order.status}`)}
            </span>
            <Link
              to={`/orders/${encodeURIComponent(order.reference)}`}
              className="text-sm font-semibold text-primary-800 underline"
            >
              {t('payments.receipt.open')}
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
