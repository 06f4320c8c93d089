import type { DashboardSummary } from '@dars/core/contract';
import { useLocale, useT } from '../../../shared/i18n/index.ts';

/** Students, and those active in the last 7 and 30 days. */
export function StatCards({ students }: { students: DashboardSummary['students'] }) {
  const t = useT();
  const { formatNumber } = useLocale();
  const share = (n: number) =>
    students.total === 0
      ? null
      : t('teacher.dashboard.share', { percent: formatNumber(n / students.total, { style: 'percent' }) });
  const cards = [
    { id: 'students', label: t('teacher.dashboard.students'), value: students.total, hint: null },
    {
      id: 'active7',
      label: t('teacher.dashboard.active7'),
      value: students.active7Days,
      hint: share(students.active7Days),
    },
    {
      id: 'active30',
      label: t('teacher.dashboard.active30'),
      value: students.active30Days,
      hint: share(students.active30Days),
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {cards.map((card) => (
        <div key={card.id} className="rounded-2xl bg-white p-4 shadow-sm" data-testid={`stat-${card.id}`}>
          <dt className="text-sm font-semibold text-gray-600">{card.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-primary-800">{formatNumber(card.value)}</dd>
          {card.hint && <dd className="text-sm text-gray-600">{card.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
