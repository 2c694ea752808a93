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
import { useI18n } from '../../i18n/I18n.tsx';

/**
 * A list put in order by dragging (mouse, finger or, from the handle, the keyboard's arrows
 * and space), with up and down buttons as well for a quick nudge.
 */
export function SortableList<T>({
  items,
  idOf,
  onReorder,
  render,
  label,
}: {
  items: readonly T[];
  idOf: (item: T, index: number) => string;
  onReorder: (items: T[]) => void;
  render: (item: T, index: number) => ReactNode;
  label: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const move = (from: number, to: number): void => {
    if (to < 0 || to >= items.length) return;
    onReorder(arrayMove([...items], from, to));
  };
  const onDragEnd = (event: DragEndEvent): void => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="sortable" aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index] ?? String(index)}
              index={index}
              count={items.length}
              move={move}
            >
              {render(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  index,
  count,
  move,
  children,
}: {
  id: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'sortable-row dragging' : 'sortable-row'}
      // Set through the element's style object (CSSOM), which the CSP allows.
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="sortable-row"
    >
      <button
        type="button"
        className="drag-handle"
        aria-label={t('sort.drag', { position: index + 1 })}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <div className="sortable-body">{children}</div>
      <div className="sortable-moves">
        <button
          type="button"
          aria-label={t('sort.up')}
          disabled={index === 0}
          onClick={() => {
            move(index, index - 1);
          }}
        >
          ↑
        </button>
        <button
          type="button"
          aria-label={t('sort.down')}
          disabled={index === count - 1}
          onClick={() => {
            move(index, index + 1);
          }}
        >
          ↓
        </button>
      </div>
    </li>
  );
}
