import { useEffect, useState } from 'react';
import { isLessonDone, type LessonRef } from '@dars/core/rules';
import { useT } from '../../shared/i18n/index.ts';
import type { CourseUnitView } from './course-view.ts';
import { ChevronIcon, LessonListItem, LockIcon, UnitCountdown, unitStatusText } from '../player/index.ts';

export interface CourseDrawerProps {
  units: CourseUnitView[];
  selected: LessonRef | null;
  now: number;
  onSelect(ref: LessonRef): void;
}

export function CourseDrawer({ units, selected, now, onSelect }: CourseDrawerProps) {
  const t = useT();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(selected ? [selected.unitIndex] : []),
  );

  // The unit of a newly selected lesson (after "Complete & Continue") opens by itself.
  const selectedUnit = selected?.unitIndex ?? null;
  useEffect(() => {
    if (selectedUnit === null) return;
    setExpanded((current) => (current.has(selectedUnit) ? current : new Set([...current, selectedUnit])));
  }, [selectedUnit]);

  function toggle(index: number) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <ul className="space-y-2">
      {units.map((unit, unitIndex) => {
        const isOpen = expanded.has(unitIndex) && !unit.locked;
        const panelId = `unit-panel-${unit.id}`;
        return (
          <li key={unit.id} className="rounded-xl border border-gray-200" data-testid="drawer-unit">
            <button
              type="button"
              onClick={() => toggle(unitIndex)}
              disabled={unit.locked}
              aria-expanded={isOpen}
              aria-controls={panelId}
              className="flex min-h-14 w-full items-center gap-2 rounded-xl px-3 py-2 text-start hover:bg-gray-50 focus-visible:outline-3 focus-visible:outline-secondary disabled:cursor-not-allowed disabled:bg-gray-50"
            >
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 font-bold text-gray-900">
                  {unit.locked && <LockIcon className="size-4 shrink-0 text-gray-500" />}
                  <span dir="auto" className="truncate">
                    {unit.name}
                  </span>
                </span>
                <span className="block text-xs text-gray-600">
                  {t('common.lessonsCount', { count: unit.lessons.length })}
                </span>
                <span
                  className={`block text-xs font-semibold ${unit.locked ? 'text-amber-700' : 'text-primary-800'}`}
                  data-testid="unit-status"
                >
                  {unitStatusText(t, unit.status)}
                </span>
                <UnitCountdown access={unit.access} now={now} className="block" />
              </span>
              {!unit.locked && (
                <ChevronIcon
                  className={`size-5 shrink-0 text-gray-500 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                />
              )}
            </button>
            {isOpen && (
              <ul id={panelId} className="space-y-1 px-1 pb-2">
                {unit.lessons.map((lesson, lessonIndex) => (
                  <LessonListItem
                    key={lesson.id}
                    name={lesson.lessonName}
                    type={lesson.type}
                    done={isLessonDone(lesson)}
                    locked={unit.lessonLocked[lessonIndex] ?? true}
                    selected={selected?.unitIndex === unitIndex && selected.lessonIndex === lessonIndex}
                    onSelect={() => onSelect({ unitIndex, lessonIndex })}
                  />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
