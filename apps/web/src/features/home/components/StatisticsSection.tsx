import type { TenantProfile } from '@dars/core/contract';
import { useLocale, useT } from '../../../shared/i18n/index.ts';

export function StatisticsSection({ profile }: { profile: TenantProfile | undefined }) {
  const t = useT();
  const { formatNumber } = useLocale();
  const stats = profile?.statistics;
  const items = [
    {
      value: stats ? `${formatNumber(stats.students, { useGrouping: false })}+` : '—',
      label: t('marketing.landing.students.caption'),
    },
    {
      value: stats ? `${formatNumber(stats.videos, { useGrouping: false })}+` : '—',
      label: t('marketing.landing.videos.caption'),
    },
    { value: stats?.support ?? '—', label: t('marketing.landing.support.caption') },
  ];
  return (
    <section aria-labelledby="stats-title" className="bg-primary-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="stats-title" className="sr-only">
          {t('marketing.statistics.title')}
        </h2>
        <dl className="grid grid-cols-1 gap-6 text-center sm:grid-cols-3">
          {items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-lg">{item.label}</dt>
              <dd className="text-4xl font-bold" dir="ltr">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
