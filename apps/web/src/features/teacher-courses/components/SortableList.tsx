import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n/index.ts';

export interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** the item's name, for the handle's accessible label */
  nameOf(item: T): string;
  /** the complete new order of ids */
  onReorder(ids: number[]): void;
  disabled?: boolean;
  children(item: T, handle: ReactNode, index: number): ReactNode;
}

function SortableRow({
  id,
  label,
  disabled,
  render,
}: {
  id: number;
  label: string;
  disabled: boolean;
  render(handle: ReactNode): ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const handle = disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      className="flex h-9 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 focus-visible:outline-3 focus-visible:outline-secondary"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
        <circle cx="9" cy="6" r="1.6" />
        <circle cx="15" cy="6" r="1.6" />
        <circle cx="9" cy="12" r="1.6" />
        <circle cx="15" cy="12" r="1.6" />
        <circle cx="9" cy="18" r="1.6" />
        <circle cx="15" cy="18" r="1.6" />
      </svg>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80' : ''}
    >
      {render(handle)}
    </li>
  );
}

/**
 * A list reordered by dragging its handles (pointer or touch) or from the keyboard (focus a
 * handle, Space, arrow keys, Space), with @dnd-kit; the new order is reported whole.
 */
export function SortableList<T extends { id: number }>({
  items,
  nameOf,
  onReorder,
  disabled = false,
  children,
}: SortableListProps<T>) {
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul className="space-y-2">
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              disabled={disabled}
              label={t('teacher.item.dragHandle', { name: nameOf(item) })}
              render={(handle) => children(item, handle, index)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** The order with the item at `index` moved one place up (-1) or down (+1). */
export function moveBy(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return [...ids];
  return arrayMove([...ids], index, target);
}
