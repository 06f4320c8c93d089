import { Link } from 'react-router';
import type { MyUnit } from '@dars/core/contract';
import { useT } from '../../shared/i18n/index.ts';

export function UnitCard({ unit }: { unit: MyUnit }) {
  const t = useT();
  return (
    <li
      className="flex flex-col rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
      data-testid="unit-card"
    >
      <div className="flex flex-wrap gap-2 text-xs font-semibold">
        <span
          className={`rounded-full px-2 py-1 ${unit.active ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'}`}
        >
          {unit.active ? t('myLectures.active') : t('myLectures.inactive')}
        </span>
        <span className="rounded-full bg-primary-50 px-2 py-1 text-primary-800">
          {t(`common.grade.${unit.grade}`)}
        </span>
        <span className="rounded-full bg-secondary/10 px-2 py-1 text-secondary">
          {t(`common.term.${unit.term}`)}
        </span>
      </div>
      <h2 className="mt-3 text-lg font-bold text-gray-900">{unit.unitName}</h2>
      {unit.unitTitle && <p className="text-sm text-gray-600">{unit.unitTitle}</p>}
      <p className="mt-1 text-sm text-gray-700">{unit.courseName}</p>
      <span className="flex-1" />
      <Link
        to={`/unit-viewer/${unit.unitId}`}
        className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-secondary"
      >
        {t('myLectures.enter')}
      </Link>
    </li>
  );
}

export function UnitCardPlaceholder() {
  return (
    <li
      aria-hidden="true"
      className="animate-pulse rounded-2xl border border-gray-200 bg-white p-4"
      data-testid="unit-card-placeholder"
    >
      <div className="flex gap-2">
        <div className="h-5 w-14 rounded-full bg-gray-200" />
        <div className="h-5 w-24 rounded-full bg-gray-200" />
      </div>
      <div className="mt-4 h-5 w-3/4 rounded bg-gray-200" />
      <div className="mt-2 h-4 w-1/2 rounded bg-gray-200" />
      <div className="mt-6 h-11 rounded-lg bg-gray-200" />
    </li>
  );
}
