import { addDays, DAY_MS, EVENT_MAX_DAYS, type EventRangeQuery, isIsoDate, toUtcInstant } from '../../../src/api/contract';

/**
 * The calendar's visible range in both forms the events table holds: instants for timed events,
 * the viewer's own dates for all-day ones (the date written in each bound; an end bound that is not
 * midnight still shows its day). `lower*` bound the scan: no event starting earlier can reach `from`.
 */
export interface EventRange {
  fromInstant: string;
  toInstant: string;
  fromDate: string;
  toDate: string;
  lowerInstant: string;
  lowerDate: string;
}

const instantOf = (bound: string) => (isIsoDate(bound) ? `${bound}T00:00:00.000Z` : toUtcInstant(bound));
const isMidnight = (bound: string) => isIsoDate(bound) || /^T00:00(:00(\.0+)?)?$/.test(bound.slice(10, bound.search(/(Z|[+-]\d{2}:\d{2})$/)));

export function eventRange({ start, end }: Pick<EventRangeQuery, 'start' | 'end'>): EventRange {
  const fromInstant = instantOf(start);
  const fromDate = start.slice(0, 10);
  return {
    fromInstant,
    toInstant: instantOf(end),
    fromDate,
    toDate: isMidnight(end) ? end.slice(0, 10) : addDays(end.slice(0, 10), 1),
    lowerInstant: new Date(Date.parse(fromInstant) - EVENT_MAX_DAYS * DAY_MS).toISOString(),
    lowerDate: addDays(fromDate, -EVENT_MAX_DAYS),
  };
}
