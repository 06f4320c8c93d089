import { useT } from '../../../shared/i18n/index.ts';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';

/** Whether students see the unit or lesson. */
export function ActiveBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'}`}
    >
      {active ? t('teacher.item.active') : t('teacher.item.inactive')}
    </span>
  );
}

/** Move up and down by one, for keyboards and phones (dragging is the other way). */
export function UpDown({
  index,
  count,
  onMove,
}: {
  index: number;
  count: number;
  onMove(step: -1 | 1): void;
}) {
  const t = useT();
  return (
    <span className="flex">
      <button
        type="button"
        className={buttonClasses('ghost', 'sm', 'px-2')}
        disabled={index === 0}
        aria-label={t('teacher.item.moveUp')}
        onClick={() => onMove(-1)}
      >
        ▲
      </button>
      <button
        type="button"
        className={buttonClasses('ghost', 'sm', 'px-2')}
        disabled={index === count - 1}
        aria-label={t('teacher.item.moveDown')}
        onClick={() => onMove(1)}
      >
        ▼
      </button>
    </span>
  );
}
