import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['success', 'error', 'warning', 'info', 'neutral'] as const;
export const badgeSizes = ['sm', 'md'] as const;
export type BadgeTone = (typeof badgeTones)[number] & styles.BadgeRecipe['tone'];
export type BadgeSize = (typeof badgeSizes)[number] & styles.BadgeRecipe['size'];

export type BadgeProps = { tone: BadgeTone; size?: BadgeSize; children: ReactNode };

export function Badge({ tone, size = 'sm', children }: BadgeProps) {
  return <span className={styles.badge({ tone, size })}>{children}</span>;
}
