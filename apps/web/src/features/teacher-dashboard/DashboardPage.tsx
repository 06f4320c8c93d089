import { lazy, Suspense } from 'react';
import { PageHeader, QueryState } from '../../shared/console/index.ts';
import { useLocale, useT } from '../../shared/i18n/index.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { PageSpinner } from '../../shared/ui/Spinner.tsx';
import { useDashboardSummary } from './api/dashboard-summary.ts';
import { AtRiskList } from './components/AtRiskList.tsx';
import { Card } from './components/Card.tsx';
import { FunnelCard } from './components/FunnelCard.tsx';
import { RevenueCard } from './components/RevenueCard.tsx';
import { ScoresCard } from './components/ScoresCard.tsx';
import { StatCards } from './components/StatCards.tsx';
import './messages.ts';

// the chart library is its own chunk, fetched when the dashboard draws its first chart
const DailyChart = lazy(() => import('./components/DailyChart.tsx'));

/** The console's first screen: the figures that tell a teacher who is falling behind. */
export default function DashboardPage() {
  const t = useT();
  const { locale } = useLocale();
  const query = useDashboardSummary();
  return (
    <section className="space-y-5">
      <PageHeader title={t('teacher.dashboard.title')} hint={t('teacher.dashboard.hint')} />
      <QueryState query={query}>
        {(summary) => {
          const enrolments = summary.daily.reduce((sum, day) => sum + day.enrolments, 0);
          const redemptions = summary.daily.reduce((sum, day) => sum + day.redemptions, 0);
          const totals = t('teacher.dashboard.daily.totals', { count: enrolments, redemptions });
          return (
            <>
              <StatCards students={summary.students} />
              <RevenueCard />
              <Card title={t('teacher.dashboard.daily.title')}>
                {enrolments + redemptions === 0 ? (
                  <EmptyState title={t('teacher.dashboard.daily.empty')} />
                ) : (
                  <>
                    <p className="mb-2 text-sm text-gray-600">{totals}</p>
                    <Suspense fallback={<PageSpinner label={t('teacher.dashboard.chartLoading')} />}>
                      <DailyChart
                        daily={summary.daily}
                        locale={locale}
                        labels={{
                          day: t('teacher.dashboard.daily.day'),
                          enrolments: t('teacher.dashboard.daily.enrolments'),
                          redemptions: t('teacher.dashboard.daily.redemptions'),
                        }}
                        description={`${t('teacher.dashboard.daily.title')}: ${totals}`}
                      />
                    </Suspense>
                  </>
                )}
              </Card>
              <div className="grid gap-5 lg:grid-cols-2">
                <FunnelCard courses={summary.courses} />
                <ScoresCard courses={summary.courses} />
              </div>
              <AtRiskList />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
