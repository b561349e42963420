import { APP_TITLE } from '../../api/contract';
import * as styles from './Logo.css';

/** The product mark, with its name unless compact. */
export function Logo({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  return (
    <span className={styles.logo} data-inverted={inverted || undefined}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <rect x="8" y="8" width="4" height="16" rx="2" fill="white" />
        <rect x="14" y="14" width="4" height="10" rx="2" fill="white" />
        <rect x="20" y="10" width="4" height="14" rx="2" fill="white" />
      </svg>
      {compact ? <span className={styles.hidden}>{APP_TITLE}</span> : <span className={styles.name}>{APP_TITLE}</span>}
    </span>
  );
}
