import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { DASHBOARD_TEXTS } from '../../api/contract';
import * as styles from './reorderable-list.css';
import { Stack } from '../../design-system';
import { useT } from '../../i18n';

type Props<T> = {
  items: readonly T[];
  keyOf: (item: T) => number;
  /** Names the row in its handle's label and in what is announced. */
  nameOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onMove: (from: number, to: number) => void;
  /** Names the list, e.g. its card's title. */
  label: string;
};

const GripIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
    {[3, 8, 13].flatMap((y) => [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />))}
  </svg>
);

/**
 * Rows a person puts in their own order: drag a row by its handle (mouse, pen or touch), or focus
 * the handle and press the up or down arrow key. Each move is announced.
 */
export function ReorderableList<T>({ items, keyOf, nameOf, renderItem, onMove, label }: Props<T>) {
  const t = useT();
  const rows = useRef<(HTMLLIElement | null)[]>([]);
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || to === from) return;
    onMove(from, to);
    setAnnouncement(t(DASHBOARD_TEXTS.moved, { name: nameOf(items[from]!), position: to + 1, total: items.length }));
  };

  /** Where the dragged row lands: after every other row whose middle the pointer has passed. */
  const landingIndex = (from: number, clientY: number) =>
    rows.current.filter((row, at) => at !== from && row && clientY > row.getBoundingClientRect().top + row.offsetHeight / 2).length;

  const pointerDown = (index: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ from: index, over: index });
  };
  const pointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag) setDrag({ ...drag, over: landingIndex(drag.from, event.clientY) });
  };
  const pointerUp = () => {
    if (drag) move(drag.from, drag.over);
    setDrag(null);
  };
  const keyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    move(index, index + step);
  };

  return (
    <>
      <VisuallyHidden id={hintId}>{t(DASHBOARD_TEXTS.reorderHint)}</VisuallyHidden>
      <Stack as="ol" gap={3} aria-label={label}>
        {items.map((item, index) => (
          <li
            key={keyOf(item)}
            ref={(row) => {
              rows.current[index] = row;
            }}
            className={styles.row}
            data-dragging={drag?.from === index || undefined}
            data-drop={drag && drag.over === index && drag.from !== index ? (drag.over < drag.from ? 'before' : 'after') : undefined}
          >
            <button
              type="button"
              className={styles.handle}
              aria-label={t(DASHBOARD_TEXTS.reorderHandle, { name: nameOf(item) })}
              aria-describedby={hintId}
              onPointerDown={pointerDown(index)}
              onPointerMove={pointerMove}
              onPointerUp={pointerUp}
              onPointerCancel={() => setDrag(null)}
              onKeyDown={keyDown(index)}
            >
              <GripIcon />
            </button>
            <div className={styles.content}>{renderItem(item)}</div>
          </li>
        ))}
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
