import { useSyncExternalStore } from 'react';
import { MONTH_LIST_MAX_WIDTH_PX } from './month-range';

const query = `(max-width: ${MONTH_LIST_MAX_WIDTH_PX}px)`;

const subscribe = (listener: () => void) => {
  const list = window.matchMedia?.(query);
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
};
const narrowNow = () => window.matchMedia?.(query).matches ?? false;

/** Whether the screen is too narrow for the month's seven columns: the month is then a list. */
export const useNarrowCalendar = () => useSyncExternalStore(subscribe, narrowNow, () => false);
