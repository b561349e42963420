import { visuallyHidden } from '../shared/visually-hidden.css';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export type SpinnerProps = {
  /** Announced to assistive technology, e.g. "Loading organisers". */
  label: string;
  size?: SpinnerSize;
};

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className={styles.root}>
      <SpinnerGlyph size={size} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}

/** The bare animated ring, hidden from assistive technology; used inside labelled controls. */
export function SpinnerGlyph({ size = 'md', tone = 'brand' }: styles.GlyphVariants) {
  return (
    <svg className={styles.glyph({ size, tone })} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
