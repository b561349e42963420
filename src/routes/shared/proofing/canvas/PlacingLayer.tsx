import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { type Place } from '../../../../api/contract';
import { PROOF_CANVAS_TEXTS } from './proof-canvas-texts';
import { boxBetween, clampSpot, type Projection, type Spot } from './projection';
import * as styles from './canvas.css';
import { useT } from '../../../../i18n';

type Props = {
  shape: 'pin' | 'box';
  moving: boolean;
  page: number;
  /** Where the crosshair starts: the pin being moved, else the middle of the page. */
  start: Spot;
  /** Where a spot is on the screen; null while the artwork is shown without deep zoom (the crosshair is then read, not drawn). */
  project: Projection | null;
  /** The crosshair's spot as it moves, for its position in millimetres. */
  onSpot: (spot: Spot) => void;
  onPlace: (place: Place) => void;
  onCancel: () => void;
};

/** Steps as fractions of the page: fine with Alt, coarse with Shift. */
const STEP = 0.01;
const stepOf = (event: KeyboardEvent) => (event.shiftKey ? STEP * 10 : event.altKey ? STEP / 10 : STEP);
const MOVES: Record<string, (step: number) => Spot> = {
  ArrowLeft: (step) => ({ x: -step, y: 0 }),
  ArrowRight: (step) => ({ x: step, y: 0 }),
  ArrowUp: (step) => ({ x: 0, y: -step }),
  ArrowDown: (step) => ({ x: 0, y: step }),
};

/**
 * Placing by keyboard, in plain DOM over the artwork: a focusable crosshair that the arrow keys
 * move; Enter places a pin there (or a box's first and then its opposite corner), Escape cancels.
 */
export function PlacingLayer({ shape, moving, page, start, project, onSpot, onPlace, onCancel }: Props) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [spot, setSpot] = useState(start);
  const [corner, setCorner] = useState<Spot | null>(null);

  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => onSpot(spot), [spot, onSpot]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      const delta = move(stepOf(event));
      setSpot((current) => clampSpot({ x: current.x + delta.x, y: current.y + delta.y }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (shape === 'pin') onPlace({ page, x: spot.x, y: spot.y, w: 0, h: 0 });
      else if (corner === null) setCorner(spot);
      else {
        const box = boxBetween(page, corner, spot);
        if (box) onPlace(box);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  const at = project?.(spot);
  const from = corner && project ? project(corner) : null;
  const hint = corner ? t(PROOF_CANVAS_TEXTS.firstCorner) : moving ? t(PROOF_CANVAS_TEXTS.movingPin) : shape === 'pin' ? t(PROOF_CANVAS_TEXTS.placingPin) : t(PROOF_CANVAS_TEXTS.placingBox);
  return (
    <>
      {from && at && (
        <div className={styles.corner} style={{ left: Math.min(from.left, at.left), top: Math.min(from.top, at.top), width: Math.abs(at.left - from.left), height: Math.abs(at.top - from.top) }} />
      )}
      <div
        ref={ref}
        className={styles.crosshair}
        role="application"
        aria-roledescription={t(PROOF_CANVAS_TEXTS.crosshair)}
        aria-label={t(PROOF_CANVAS_TEXTS.crosshair)}
        aria-describedby={hintId}
        tabIndex={0}
        data-x={spot.x.toFixed(4)}
        data-y={spot.y.toFixed(4)}
        style={at ? { left: at.left, top: at.top } : { left: `${spot.x * 100}%`, top: `${spot.y * 100}%` }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className={styles.hint} role="status">
        {hint}
      </p>
    </>
  );
}
