import { DASHBOARD_TEXTS, type DashboardCard } from '../../api/contract';
import { CalendarIcon, StatCard, UsersIcon, type StatCardProps } from '../../design-system';
import * as styles from './dashboard.css';

type Figure = { key: string; label: string; hint?: string; card: DashboardCard; icon: 'users' | 'calendar' };

const numbers = new Intl.NumberFormat('en-GB');

/**
 * A total's change over 30 days as its badge says it. A total that was 0 thirty days ago is new (no
 * percentage of nothing says that); one the same as then, 0 then and now included, is no change: no
 * arrow, no "0%".
 */
function trendOf(percent: number | null): StatCardProps['trend'] {
  if (percent === 0) return { direction: 'flat', value: DASHBOARD_TEXTS.trendFlat };
  const down = percent !== null && percent < 0;
  return {
    direction: down ? 'down' : 'up',
    value: percent === null ? DASHBOARD_TEXTS.trendNew : `${Math.abs(percent)}%`,
    label: down ? DASHBOARD_TEXTS.trendDown : DASHBOARD_TEXTS.trendUp,
  };
}

/** The role's totals, each with its change over the last 30 days in TailAdmin's badge. */
export function StatCards({ cards }: { cards: readonly Figure[] }) {
  return (
    <div className={styles.cards}>
      {cards.map(({ key, label, hint, card, icon }) => {
        const Icon = icon === 'users' ? UsersIcon : CalendarIcon;
        return (
          <StatCard
            key={key}
            icon={<Icon size={24} />}
            label={
              <>
                {label}
                {hint && <span className={styles.cardHint}>{hint}</span>}
              </>
            }
            value={numbers.format(card.total)}
            trend={trendOf(card.trendPercent)}
          />
        );
      })}
    </div>
  );
}
