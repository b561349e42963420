import { DASHBOARD_TEXTS, type DashboardCard } from '../../api/contract';
import { CalendarIcon, StatCard, UsersIcon, type StatCardProps } from '../../design-system';
import { shownLocale, useT } from '../../i18n';
import * as styles from './dashboard.css';

/** `label` and `hint`: the English texts, shown in the reader's language. */
type Figure = { key: string; label: string; hint?: string; card: DashboardCard; icon: 'users' | 'calendar' };

/** Numbers as the reader's language writes them (the product's English is en-GB). */
const numbersIn = (locale: string) => new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale);
const percentIn = (locale: string) => new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { style: 'percent', maximumFractionDigits: 2 });

/**
 * A total's change over 30 days as its badge says it. A total that was 0 thirty days ago is new (no
 * percentage of nothing says that); one the same as then, 0 then and now included, is no change: no
 * arrow, no "0%".
 */
function trendOf(percent: number | null, t: (message: string) => string, locale: string): StatCardProps['trend'] {
  if (percent === 0) return { direction: 'flat', value: t(DASHBOARD_TEXTS.trendFlat) };
  const down = percent !== null && percent < 0;
  return {
    direction: down ? 'down' : 'up',
    value: percent === null ? t(DASHBOARD_TEXTS.trendNew) : percentIn(locale).format(Math.abs(percent) / 100),
    label: t(down ? DASHBOARD_TEXTS.trendDown : DASHBOARD_TEXTS.trendUp),
  };
}

/** The role's totals, each with its change over the last 30 days in TailAdmin's badge. */
export function StatCards({ cards }: { cards: readonly Figure[] }) {
  const t = useT();
  const locale = shownLocale();
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
                {t(label)}
                {hint && <span className={styles.cardHint}>{t(hint)}</span>}
              </>
            }
            value={numbersIn(locale).format(card.total)}
            trend={trendOf(card.trendPercent, t, locale)}
          />
        );
      })}
    </div>
  );
}
