import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ARTWORK_TEXTS, REVIEW_TEXTS } from '../../api/contract';
import { useT } from '../../i18n';
import { Stack } from '../../design-system';
import { ZoomToolbar } from '../shared/ZoomToolbar';
import { ZOOM_STEP } from '../shared/zoom-step';
import { actualSize, fit, panBy, percentOf, zoomAt, type Size, type Viewport } from './viewport';
import * as styles from './review.css';

/**
 * A second artwork drawn over the first at the same place and size, seen through at `opacity` (0–1).
 * `version` and `ownWidth` (its own width in pixels) let the zoom reading say its zoom too.
 */
export type PreviewOverlay = { src: string | null; name: string; opacity: number; version?: number | null; ownWidth?: number };

/** `ownWidth`: the artwork's own width in pixels, when the image drawn is smaller (a thumbnail). */
type Props = { src: string | null; name: string; overlay?: PreviewOverlay; compact?: boolean; ownWidth?: number };

/** The zoom of an artwork `ownWidth` pixels wide whose image, `imageWidth` pixels wide, is drawn at `scale`, in percent (of the image drawn when its own width is not known). */
const zoomOf = (scale: number, imageWidth: number, ownWidth: number | undefined) =>
  imageWidth > 0 && ownWidth ? Math.round(((scale * imageWidth) / ownWidth) * 100) : percentOf({ scale, x: 0, y: 0 });

const PAN_STEP = 40;

/** The artwork at any zoom: drag or arrow keys to pan, the wheel or +/− to zoom, fit to screen, or 100%. */
export function ArtworkPreview({ src, name, overlay, compact = false, ownWidth }: Props) {
  const t = useT();
  const stageRef = useRef<HTMLDivElement>(null);
  const [natural, setNatural] = useState<Size>({ width: 0, height: 0 });
  const [view, setView] = useState<Viewport>({ scale: 1, x: 0, y: 0 });
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const [overlayNaturalWidth, setOverlayNaturalWidth] = useState(0);

  const stageSize = (): Size => ({ width: stageRef.current?.clientWidth ?? 0, height: stageRef.current?.clientHeight ?? 0 });
  const centre = () => ({ x: stageSize().width / 2, y: stageSize().height / 2 });
  const zoom = (factor: number) => setView((current) => zoomAt(current, factor, centre()));
  const fitToScreen = useCallback(() => setView(fit(stageSize(), natural)), [natural]);

  useEffect(fitToScreen, [fitToScreen]);

  // The wheel zooms the artwork, not the page: a listener that may cancel the scroll (React's is passive).
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = stage.getBoundingClientRect();
      setView((current) => zoomAt(current, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, { x: event.clientX - box.left, y: event.clientY - box.top }));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, []);

  const keys: Record<string, () => void> = {
    ArrowLeft: () => setView((current) => panBy(current, PAN_STEP, 0)),
    ArrowRight: () => setView((current) => panBy(current, -PAN_STEP, 0)),
    ArrowUp: () => setView((current) => panBy(current, 0, PAN_STEP)),
    ArrowDown: () => setView((current) => panBy(current, 0, -PAN_STEP)),
    '+': () => zoom(ZOOM_STEP),
    '=': () => zoom(ZOOM_STEP),
    '-': () => zoom(1 / ZOOM_STEP),
    '0': fitToScreen,
  };
  // The reading is of each artwork's own pixels: the overlay is drawn at the first's size, whatever its own.
  const percent = zoomOf(view.scale, natural.width, ownWidth ?? natural.width);
  const overlayPercent = zoomOf(view.scale, natural.width, overlay?.ownWidth ?? (overlayNaturalWidth || natural.width));
  const transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
  const label = overlay ? `${t(ARTWORK_TEXTS.thumbnailAlt, { name: name })} · ${t(ARTWORK_TEXTS.thumbnailAlt, { name: overlay.name })}` : t(ARTWORK_TEXTS.thumbnailAlt, { name: name });
  const onKeyDown = (event: KeyboardEvent) => {
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag) return;
    setView((current) => panBy(current, event.clientX - drag.x, event.clientY - drag.y));
    setDrag({ x: event.clientX, y: event.clientY });
  };

  return (
    <Stack>
      <ZoomToolbar
        label={label}
        percent={percent}
        reading={overlay && overlayPercent !== percent ? t(REVIEW_TEXTS.zoomLevels, { percent, overlayVersion: overlay.version ?? '–', overlayPercent }) : undefined}
        onZoom={zoom}
        onFit={fitToScreen}
        onActual={() => setView(actualSize(stageSize(), natural))}
        disabled={!src}
        readingClassName={styles.zoomLevel}
      />
      <div
        ref={stageRef}
        className={`${styles.stage} ${compact ? styles.compact : ''}`}
        role="group"
        aria-roledescription={t(REVIEW_TEXTS.previewTitle)}
        aria-label={label}
        aria-description={t(REVIEW_TEXTS.panHint)}
        tabIndex={0}
        data-dragging={drag !== null}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDrag(null)}
        onPointerCancel={() => setDrag(null)}
      >
        {src ? (
          <img
            className={styles.image}
            src={src}
            alt={t(ARTWORK_TEXTS.thumbnailAlt, { name: name })}
            draggable={false}
            style={{ transform }}
            onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
          />
        ) : (
          <p className={styles.placeholder}>{t(REVIEW_TEXTS.previewUnavailable)}</p>
        )}
        {src && overlay?.src && (
          <img
            className={styles.image}
            src={overlay.src}
            alt={t(ARTWORK_TEXTS.thumbnailAlt, { name: overlay.name })}
            draggable={false}
            style={{ transform, opacity: overlay.opacity, ...(natural.width > 0 ? { width: natural.width, height: natural.height } : {}) }}
            onLoad={(event) => setOverlayNaturalWidth(event.currentTarget.naturalWidth)}
          />
        )}
      </div>
    </Stack>
  );
}
