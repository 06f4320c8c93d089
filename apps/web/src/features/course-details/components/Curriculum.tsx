import { lazy, Suspense, useState } from 'react';
import type { TreeUnit } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';

// a unit sold on its own: its pay box loads in the payments chunk, after the page is live
const UnitPurchase = lazy(() => import('../../../shared/payments/UnitPurchase.tsx'));

/**
 * The course's units and lessons. `sell`: the course id when units priced on their own may be
 * bought here (the page is live and the student does not hold the course).
 */
export function Curriculum({ units, sell }: { units: readonly TreeUnit[]; sell?: string | null }) {
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(units[0] ? [units[0].id] : []));
  if (units.length === 0) return <p className="text-gray-700">{t('course.noUnits')}</p>;

  function toggle(id: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <ul className="space-y-3">
      {units.map((unit, index) => {
        const expanded = open.has(unit.id);
        const panelId = `unit-${unit.id}-lessons`;
        return (
          <li key={unit.id} className="overflow-hidden rounded-xl bg-white ring-1 ring-gray-200">
            <h2>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(unit.id)}
                className="flex w-full items-center gap-3 px-4 py-3 text-start hover:bg-gray-50"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-900">
                  {index + 1}
                </span>
                <span dir="auto" className="flex-1">
                  <span className="block font-bold text-gray-900">{unit.unitName}</span>
                  {unit.titel && <span className="block text-sm text-gray-600">{unit.titel}</span>}
                </span>
                <span className="text-sm text-gray-700">
                  {t('common.lessonsCount', { count: unit.lessons.length })}
                </span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  fill="currentColor"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                </svg>
              </button>
            </h2>
            {sell && unit.price ? (
              <Suspense fallback={null}>
                <UnitPurchase
                  courseId={sell}
                  unit={{ id: unit.id, unitName: unit.unitName, price: unit.price }}
                />
              </Suspense>
            ) : null}
            <ul id={panelId} hidden={!expanded} className="divide-y divide-gray-100 border-t border-gray-100">
              {unit.lessons.map((lesson) => (
                <li key={lesson.id} className="flex items-center gap-3 px-4 py-2 ps-14">
                  <span
                    className={`rounded px-2 py-0.5 text-xs font-semibold ${
                      lesson.type === 'Quiz'
                        ? 'bg-secondary-50 text-secondary-dark'
                        : 'bg-primary-50 text-primary-800'
                    }`}
                  >
                    {t(`common.lessonType.${lesson.type}`)}
                  </span>
                  <span dir="auto" className="text-gray-800">
                    {lesson.lessonName}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
