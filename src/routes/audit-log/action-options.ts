import { AUDIT_ACTION_NAMES, AUDIT_AREA_NAMES, AUDIT_TEXTS, type AuditActionName, type AuditArea } from '../../api/contract';
import type { SelectOption } from '../../design-system';
import { t } from '../../i18n';

const areaOf = (action: string) => action.split('.')[0] as AuditArea;

/** An action in words (the reader's language), or as recorded when this screen does not know it yet. */
export const actionText = (action: string) => {
  const name: string | undefined = AUDIT_ACTION_NAMES[action as AuditActionName];
  return name === undefined ? action : t(name);
};

/**
 * The action filter's choices: each area (every action in it), then its actions, indented under it.
 * A native select has no nesting that every browser shows, so the indent is in the label. In the
 * reader's language: called when the filters render.
 */
export function actionOptions(): SelectOption[] {
  return (Object.keys(AUDIT_AREA_NAMES) as AuditArea[]).flatMap((area) => [
    { value: area, label: t(AUDIT_TEXTS.everyActionOf, { area: t(AUDIT_AREA_NAMES[area]) }) },
    ...(Object.keys(AUDIT_ACTION_NAMES) as AuditActionName[])
      .filter((action) => areaOf(action) === area)
      .map((action) => ({ value: action, label: `\u2003${t(AUDIT_ACTION_NAMES[action])}` })),
  ]);
}
