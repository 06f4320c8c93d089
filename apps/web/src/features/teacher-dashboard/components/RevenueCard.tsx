import { Link } from 'react-router';
import { formatDate } from '@dars/core/messages/dates';
import { useConsoleRole } from '../../../shared/console/index.ts';
import { useLocale, useT } from '../../../shared/i18n/index.ts';
import { useAmount } from '../../../shared/payments/use-amount.ts';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { useDashboardRevenue, useSellsOnline } from '../api/revenue.ts';
import { Card } from './Card.tsx';

/** The server's days are UTC dates. */
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/**
 * Revenue on the dashboard, for the Admin of a tenant that sells online (nothing otherwise): the
 * total kept after refunds, a bar per day with revenue, and each course's share.
 */
export function RevenueCard() {
  const { role } = useConsoleRole();
  const sells = useSellsOnline(role === 'Admin');
  const revenue = useDashboardRevenue(sells.data === true);
  const t = useT();
  const { locale } = useLocale();
  const amount = useAmount();
  if (!sells.data || !revenue.data) return null;
  const { totalCents, byDay, byCourse } = revenue.data;
  const top = Math.max(1, ...byDay.map((day) => day.amountCents));
  return (
    <Card
      title={t('teacher.dashboard.revenue.title')}
      actions={
        <Link to="../orders" relative="path" className={buttonClasses('ghost', 'sm')}>
          {t('teacher.dashboard.revenue.more')}
        </Link>
      }
    >
      <p className="mb-3 text-gray-800" data-testid="dashboard-revenue-total">
        {t('teacher.dashboard.revenue.total', { amount: amount(totalCents) })}
      </p>
      {byDay.length === 0 ? (
        <EmptyState title={t('teacher.dashboard.revenue.empty')} />
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <section aria-labelledby="revenue-by-day">
            <h3 id="revenue-by-day" className="mb-2 font-semibold text-gray-900">
              {t('teacher.dashboard.revenue.byDay')}
            </h3>
            <ul className="space-y-1 text-sm" data-testid="revenue-by-day">
              {byDay.map((day) => (
                <li key={day.day} className="grid grid-cols-[5rem_1fr_auto] items-center gap-2">
                  <span className="text-gray-700">{formatDate(locale, `${day.day}T00:00:00Z`, DAY)}</span>
                  <span aria-hidden="true" className="h-3 rounded bg-gray-100">
                    <span
                      className="block h-3 rounded bg-primary-700"
                      style={{ inlineSize: `${Math.max(2, (day.amountCents / top) * 100)}%` }}
                    />
                  </span>
                  <span className="font-semibold text-gray-900">{amount(day.amountCents)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="revenue-by-course">
            <h3 id="revenue-by-course" className="mb-2 font-semibold text-gray-900">
              {t('teacher.dashboard.revenue.byCourse')}
            </h3>
            <ul className="space-y-1 text-sm" data-testid="revenue-by-course">
              {byCourse.map((course) => (
                <li key={course.courseId} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words text-gray-800">{course.courseName}</span>
                  <span className="shrink-0 text-gray-900">
                    {amount(course.amountCents)} ·{' '}
                    {t('teacher.dashboard.revenue.orders', { count: course.orders })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </Card>
  );
}
