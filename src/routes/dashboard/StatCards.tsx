import { DASHBOARD_TEXTS, type DashboardCard } from '../../api/contract';
import { CalendarIcon, StatCard, UsersIcon } from '../../design-system';
import * as styles from './dashboard.css';

type Figure = { key: string; label: string; hint?: string; card: DashboardCard; icon: 'users' | 'calendar' };

const numbers = new Intl.NumberFormat('en-GB');

/** The role's totals, each with its change over the last 30 days in TailAdmin's badge. */
export function StatCards({ cards }: { cards: readonly Figure[] }) {
  return (
    <div className={styles.cards}>
      {cards.map(({ key, label, hint, card, icon }) => {
        const Icon = icon === 'users' ? UsersIcon : CalendarIcon;
        const down = card.trendPercent !== null && card.trendPercent < 0;
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
            trend={{
              direction: down ? 'down' : 'up',
              // A total that was 0 thirty days ago is new: no percentage of nothing says that.
              value: card.trendPercent === null ? DASHBOARD_TEXTS.trendNew : `${Math.abs(card.trendPercent)}%`,
              label: down ? DASHBOARD_TEXTS.trendDown : DASHBOARD_TEXTS.trendUp,
            }}
          />
        );
      })}
    </div>
  );
}
