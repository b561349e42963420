import { useId } from 'react';
import { FINDINGS_LAYER_TEXTS as T, type PlacedFinding } from '../../../../api/contract';
import { useFindingText, useT } from '../../../../i18n';
import type { Projection } from './projection';
import * as canvasStyles from './canvas.css';
import * as styles from './findings-layer.css';

type MarksProps = {
  /** The placed findings on the page shown. */
  findings: readonly PlacedFinding[];
  project: Projection;
  selected: number | null;
  onSelect: (finding: PlacedFinding) => void;
};

/**
 * The file check's findings drawn over the artwork as a layer of their own: each place outlined in
 * the findings' colour with its number (F1, F2, …) on the corner. Like the notes' marks they are
 * for the pointer; the list beside the canvas is the way to them by keyboard and screen reader.
 */
export function FindingMarks({ findings, project, selected, onSelect }: MarksProps) {
  const findingText = useFindingText();
  return (
    <>
      {findings.map((placed) => {
        const from = project({ x: placed.place.x, y: placed.place.y });
        const to = project({ x: placed.place.x + placed.place.w, y: placed.place.y + placed.place.h });
        const isSelected = placed.number === selected;
        const label = T.findingLabel(placed.number);
        return (
          <span key={placed.number} aria-hidden data-layer="findings">
            <span className={styles.area} data-selected={isSelected} style={{ left: from.left, top: from.top, width: to.left - from.left, height: to.top - from.top }} />
            <span className={styles.number} data-finding={label} data-selected={isSelected} style={{ left: from.left, top: from.top }} title={findingText(placed.finding)} onClick={() => onSelect(placed)}>
              {label}
            </span>
          </span>
        );
      })}
    </>
  );
}

type ListProps = {
  findings: readonly PlacedFinding[];
  /** Whether the layer is drawn on the artwork. */
  shown: boolean;
  onToggle: (shown: boolean) => void;
  selected: number | null;
  /** Shows a finding's place: its page, panned and zoomed to it. */
  onShow: (finding: PlacedFinding) => void;
  /** A PDF's findings name their page. */
  paged: boolean;
};

/** The layer's switch and its findings listed under the numbers they carry on the artwork; choosing one shows its place. */
export function FindingsList({ findings, shown, onToggle, selected, onShow, paged }: ListProps) {
  const hintId = useId();
  const t = useT();
  const findingText = useFindingText();
  return (
    <div className={styles.panel}>
      <div className={canvasStyles.guides}>
        <button type="button" className={canvasStyles.guideToggle} aria-pressed={shown} onClick={() => onToggle(!shown)}>
          <span className={styles.swatch} aria-hidden />
          {t(T.toggle, { count: findings.length })}
        </button>
      </div>
      <p id={hintId} hidden>
        {t(T.showHint)}
      </p>
      <ol className={styles.list} aria-label={t(T.listLabel, { count: findings.length })}>
        {findings.map((placed) => (
          <li key={placed.number}>
            <button
              type="button"
              className={styles.item}
              data-finding={T.findingLabel(placed.number)}
              aria-current={placed.number === selected ? 'true' : undefined}
              aria-describedby={hintId}
              onClick={() => onShow(placed)}
            >
              {/* Named by what it shows (number, words, page), spaced so that the name reads as it does. */}
              <span className={styles.tag}>{T.findingLabel(placed.number)}</span> <span>{findingText(placed.finding)}</span>
              {paged && (
                <>
                  {' '}
                  <span className={styles.where}>{t(T.onPage, { page: placed.place.page })}</span>
                </>
              )}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
