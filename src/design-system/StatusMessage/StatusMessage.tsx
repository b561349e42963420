import type { ReactNode } from 'react';
import * as styles from './StatusMessage.css';

export const statusMessageTones = ['success', 'error', 'warning', 'info'] as const;
export type StatusMessageTone = (typeof statusMessageTones)[number] & styles.MessageRecipe['tone'];

export type StatusMessageProps = { tone: StatusMessageTone; children: ReactNode };

/** An inline, politely announced outcome, e.g. "Reset link sent" in place of a form. */
export function StatusMessage({ tone, children }: StatusMessageProps) {
  return (
    <p role="status" className={styles.message({ tone })}>
      {children}
    </p>
  );
}
