import { Spinner } from './Spinner';
import * as styles from './Spinner.css';

export type FullPageSpinnerProps = { label: string };

/** Fills the viewport while a route decides what to show (e.g. the session is being restored). */
export function FullPageSpinner({ label }: FullPageSpinnerProps) {
  return (
    <div className={styles.fullPage}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
