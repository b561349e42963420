import { DIFFERENCE_TEXTS } from '../../api/contract';

/** "changed here" or "unchanged here" for a note carried to the version, when the difference knows it. */
export const changeBadge = (changed: boolean | undefined) =>
  changed === undefined ? undefined : changed ? { text: DIFFERENCE_TEXTS.changedHere, tone: 'success' as const } : { text: DIFFERENCE_TEXTS.unchangedHere, tone: 'neutral' as const };
