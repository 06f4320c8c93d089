import type { ReactNode } from 'react';
import type { Order } from '@dars/core/contract';
import { DATE_STYLES, formatDate } from '@dars/core/messages/dates';
import { useTenantProfile } from '../api/tenant-profile.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { useAmount } from './use-amount.ts';
import './messages.ts';

/**
 * One order's receipt, made to be printed (the print styles in styles/app.css leave the rest of the
 * page out): the teacher, the order number, what was bought, the amounts, the method, the status,
 * its dates and refunds. The console and "My orders" show the same receipt.
 */
export function Receipt({ order, back }: { order: Order; back: ReactNode }) {
  const t = useT();
  const { locale } = useLocale();
  const amount = useAmount();
  const profile = useTenantProfile();
  const when = (value: string | null) => (value ? formatDate(locale, value, DATE_STYLES.dateTime) : '—');
  const rows: Array<[string, ReactNode]> = [
    [t('payments.order.reference'), <span dir="ltr">{order.reference}</span>],
    [t('payments.order.student'), order.studentName],
    [t('payments.order.course'), order.courseName],
    ...(order.unitName ? [[t('payments.order.unit'), order.unitName] as [string, ReactNode]] : []),
    [t('payments.order.amount'), amount(order.amountCents)],
    ...(order.discountCents > 0
      ? [[t('payments.order.discount'), amount(order.discountCents)] as [string, ReactNode]]
      : []),
    [t('payments.order.method'), order.method ? t(`payments.method.${order.method as 'card'}`) : '—'],
    [t('payments.order.status'), t(`payments.status.${order.status}`)],
    ...(order.billReference && order.status === 'pending'
      ? [
          [t('payments.order.kioskReference'), <span dir="ltr">{order.billReference}</span>] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    [t('payments.order.date'), when(order.createdAt)],
    [t('payments.order.paidAt'), when(order.paidAt)],
    ...(order.refundedCents > 0
      ? ([
          [
            t('payments.order.refunded'),
            order.refunds?.length ? (
              <ul data-testid="receipt-refunds">
                {order.refunds.map((refund, index) => (
                  <li key={index}>
                    {t('payments.receipt.refund', {
                      amount: amount(refund.amountCents),
                      date: when(refund.refundedAt),
                    })}
                  </li>
                ))}
              </ul>
            ) : (
              amount(order.refundedCents)
            ),
          ],
          [t('payments.order.net'), amount(order.amountCents - order.refundedCents)],
        ] as Array<[string, ReactNode]>)
      : []),
    [t('payments.order.updatedAt'), when(order.updatedAt)],
  ];
  return (
    <article
      data-receipt
      aria-labelledby="receipt-title"
      className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 print:ring-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-200 pb-4">
        <div className="min-w-0">
          <h1 id="receipt-title" className="text-2xl font-bold text-gray-900">
            {t('payments.receipt.title')}
          </h1>
          {profile.data?.teacherName && (
            <p className="mt-1 text-gray-700">
              {t('payments.receipt.teacher')}: <strong>{profile.data.teacherName}</strong>
            </p>
          )}
        </div>
        <div data-no-print className="flex gap-2">
          {back}
          <Button size="sm" onClick={() => window.print()}>
            {t('payments.receipt.print')}
          </Button>
        </div>
      </header>
      <dl className="mt-4 divide-y divide-gray-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-3">
            <dt className="text-sm font-semibold text-gray-600">{label}</dt>
            <dd className="break-words text-gray-900 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      {order.method && order.method !== 'discount' && (
        <p className="mt-4 text-xs text-gray-500">{t('payments.receipt.note')}</p>
      )}
    </article>
  );
}
