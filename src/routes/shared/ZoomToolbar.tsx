import { REVIEW_TEXTS } from '../../api/contract';
import { Button, Inline } from '../../design-system';
import { ZOOM_STEP } from './zoom-step';
import { useT } from '../../i18n';

type Props = {
  /** The artwork's name for the toolbar. */
  label: string;
  /** The zoom now, in percent of the artwork's own pixels. */
  percent: number;
  /** What the reading says instead of the one zoom, when two artworks are shown at two zooms. */
  reading?: string;
  /** Zooms by `factor`: a step in or out. */
  onZoom: (factor: number) => void;
  onFit: () => void;
  onActual: () => void;
  disabled?: boolean;
  /** The look of the zoom reading where the toolbar stands. */
  readingClassName: string;
};

/** Zoom in and out, the whole artwork, or its own pixels, with the zoom now. */
export function ZoomToolbar({ label, percent, reading, onZoom, onFit, onActual, disabled = false, readingClassName }: Props) {
  const t = useT();
  return (
    <Inline align="center" role="toolbar" aria-label={label}>
      <output className={readingClassName} aria-live="polite">
        {reading ?? t(REVIEW_TEXTS.zoomLevel, { percent })}
      </output>
      <Button variant="outline" size="sm" onClick={() => onZoom(1 / ZOOM_STEP)} disabled={disabled}>
        {t(REVIEW_TEXTS.zoomOut)}
      </Button>
      <Button variant="outline" size="sm" onClick={() => onZoom(ZOOM_STEP)} disabled={disabled}>
        {t(REVIEW_TEXTS.zoomIn)}
      </Button>
      <Button variant="outline" size="sm" onClick={onFit} disabled={disabled}>
        {t(REVIEW_TEXTS.fitToScreen)}
      </Button>
      <Button variant="outline" size="sm" onClick={onActual} disabled={disabled}>
        {t(REVIEW_TEXTS.actualSize)}
      </Button>
    </Inline>
  );
}
