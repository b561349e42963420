import type { ReactNode } from 'react';
import { TrendBadge, type TrendDirection } from '../TrendBadge/TrendBadge';
import * as styles from './StatCard.css';

export type StatCardProps = {
  /** A decorative icon (aria-hidden). */
  icon: ReactNode;
  label: ReactNode;
  value: ReactNode;
  trend?: { direction: TrendDirection; value: string; label?: string };
};

/** A dashboard figure: icon, label, big value and an optional trend badge, as on TailAdmin's home. */
export function StatCard({ icon, label, value, trend }: StatCardProps) {
  return (
    <div className={styles.card}>
      <span className={styles.iconBox} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.footer}>
        <div>
          <p className={styles.label}>{label}</p>
          <p className={styles.value}>{value}</p>
        </div>
        {trend && (
          <TrendBadge direction={trend.direction} directionLabel={trend.label}>
            {trend.value}
          </TrendBadge>
        )}
      </div>
    </div>
  );
}
