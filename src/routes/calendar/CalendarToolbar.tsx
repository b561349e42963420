import { EVENT_TEXTS } from '../../api/contract';
import { Button, ChevronLeftIcon, ChevronRightIcon, IconButton, SegmentedControl } from '../../design-system';
import { useT } from '../../i18n';
import * as styles from './calendar-page.css';

export const CALENDAR_VIEWS = { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay' } as const;
/** The month on a narrow screen: its events as a list of days, each title whole. */
export const MONTH_LIST_VIEW = 'listMonth';
type ViewName = keyof typeof CALENDAR_VIEWS;

const VIEW_NAMES = Object.keys(CALENDAR_VIEWS) as ViewName[];

type Props = {
  /** The range shown ("November 2026"). */
  title: string | undefined;
  /** The view shown as chosen. */
  view: string | undefined;
  /** Previous (-1) or next (1). */
  onStep: (direction: 1 | -1) => void;
  /** Unset for a read-only calendar: no Add Event button. */
  onAdd?: () => void;
  /** Shows one of CALENDAR_VIEWS. */
  onView: (view: string) => void;
};

/** TailAdmin's toolbar: previous, next and "Add Event +"; the title; the month / week / day switch (a radio group). */
export function CalendarToolbar({ title, view, onStep, onAdd, onView }: Props) {
  const t = useT();
  const viewOptions = VIEW_NAMES.map((name) => ({ value: CALENDAR_VIEWS[name] as string, label: t(EVENT_TEXTS.views[name]) }));
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarGroup}>
        <IconButton label={t(EVENT_TEXTS.previous)} onClick={() => onStep(-1)}>
          <ChevronLeftIcon size={20} />
        </IconButton>
        <IconButton label={t(EVENT_TEXTS.next)} onClick={() => onStep(1)}>
          <ChevronRightIcon size={20} />
        </IconButton>
        {onAdd && <Button onClick={onAdd}>{t(EVENT_TEXTS.addButton)}</Button>}
      </div>
      <h2 className={styles.title} aria-live="polite">
        {title}
      </h2>
      <SegmentedControl className={styles.viewSwitch} label={t(EVENT_TEXTS.viewSwitch)} options={viewOptions} value={view ?? CALENDAR_VIEWS.month} onChange={onView} />
    </div>
  );
}
