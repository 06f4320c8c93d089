import { useT } from '../../../shared/i18n/index.ts';
import { useAmount } from '../../../shared/payments/use-amount.ts';
import { useRevenue } from '../api/orders.ts';

/** Money kept from paid orders in the last 30 days: the total and each course's share. */
export function RevenueSummary() {
  const t = useT();
  const amount = useAmount();
  const revenue = useRevenue();
  if (!revenue.data) return null;
  const { totalCents, byCourse } = revenue.data;
  return (
    <section aria-labelledby="revenue" className="mb-6 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="revenue" className="text-lg font-bold text-gray-900">
        {t('teacherPayments.revenue.title')}
      </h2>
      <p className="mt-1 text-gray-700">
        {t('teacherPayments.revenue.total')}:{' '}
        <strong data-testid="revenue-total" className="text-primary-800">
          {amount(totalCents)}
        </strong>
      </p>
      {byCourse.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-gray-700">
          {byCourse.map((course) => (
            <li key={course.courseId} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{course.courseName}</span>
              <span className="shrink-0">
                {amount(course.amountCents)} · {t('teacherPayments.revenue.orders', { count: course.orders })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
