import type { CalendarController } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicTheme from '@fullcalendar/react/themes/classic';
import type timeGrid from '@fullcalendar/react/timegrid';
import { useEffect, useState } from 'react';
import { loadOnce } from '../shared/load-once';

type PluginDef = typeof timeGrid;
const monthPlugins: PluginDef[] = [dayGridPlugin, interactionPlugin, classicTheme];

/**
 * The week and day grids (10.9 KB gzip, a seventh of FullCalendar) are fetched when the pointer or
 * the keyboard first comes to the calendar, not with the month every visit opens on.
 */
const loadTimeGrid = loadOnce(() => import('@fullcalendar/react/timegrid').then((module) => module.default));

type Wanted = { view: string; steps: number };
const DAYS_A_STEP: Record<string, number> = { timeGridWeek: 7, timeGridDay: 1 };

/**
 * The calendar's plugins, the month's first and the time grid's once fetched, and the toolbar's
 * actions over them. A week or day asked for before its grid has arrived shows as chosen at once
 * and opens once the grid is there, moved by the steps (previous / next) taken meanwhile: one
 * range asked of the server, as if the grid had been there all along.
 */
export function useTimeGrid(controller: CalendarController) {
  const [plugins, setPlugins] = useState(monthPlugins);
  const [wanted, setWanted] = useState<Wanted | null>(null);
  const ready = plugins !== monthPlugins;

  useEffect(() => {
    if (!ready || !wanted) return;
    controller.changeView(wanted.view);
    if (wanted.steps !== 0) controller.incrementDate({ days: wanted.steps * (DAYS_A_STEP[wanted.view] ?? 1) });
    setWanted(null);
  }, [ready, wanted, controller]);

  const prepare = () =>
    loadTimeGrid().then(
      (plugin) => setPlugins((current) => (current === monthPlugins ? [...monthPlugins, plugin] : current)),
      () => setWanted(null),
    );

  return {
    plugins,
    /** Fetches the time grid (once). */
    prepare: () => void prepare(),
    /** The view the toolbar shows as chosen: the one on its way, else the one shown. */
    view: wanted?.view ?? controller.view?.type,
    show: (view: string) => {
      if (ready || !(view in DAYS_A_STEP)) {
        setWanted(null);
        return controller.changeView(view);
      }
      setWanted({ view, steps: 0 });
      void prepare();
    },
    step: (direction: 1 | -1) => {
      if (wanted) return setWanted({ ...wanted, steps: wanted.steps + direction });
      if (direction === 1) controller.next();
      else controller.prev();
    },
  };
}
