import * as styles from './ProgressBar.css';

export const progressTones = ['brand', 'success', 'error'] as const;
export type ProgressTone = (typeof progressTones)[number];

export type ProgressBarProps = {
  /** Names the bar, e.g. "Uploading booth.pdf". */
  label: string;
  /** Done so far, 0…max. */
  value: number;
  max?: number;
  /** Read out beside the percentage, e.g. "12.4 MB of 150 MB". */
  valueText?: string;
  tone?: ProgressTone;
};

/** How far something has come, as a bar and as words (role="progressbar"). */
export function ProgressBar({ label, value, max = 1, valueText, tone = 'brand' }: ProgressBarProps) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const percent = Math.floor(share * 100);
  const text = valueText ? `${percent}% · ${valueText}` : `${percent}%`;
  return (
    <div className={styles.root}>
      <div className={styles.labels}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.fill({ tone })} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
