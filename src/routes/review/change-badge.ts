import { DIFFERENCE_TEXTS } from '../../api/contract';
import { t } from '../../i18n';

/** "changed here" or "unchanged here" for a note carried to the version, when the difference knows it. */
export const changeBadge = (changed: boolean | undefined) =>
  changed === undefined ? undefined : changed ? { text: t(DIFFERENCE_TEXTS.changedHere), tone: 'success' as const } : { text: t(DIFFERENCE_TEXTS.unchangedHere), tone: 'neutral' as const };
