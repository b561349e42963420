import { ARTWORK_TEXTS, placedFindings, versionValue, type ArtworkVersion, type Requirement } from '../../api/contract';
import { useT } from '../../i18n';
import { NotePlacingCanvas } from '../shared/proofing/NotePlacingCanvas';

const NO_NOTES: never[] = [];
const nothing = () => {};

/**
 * A draft's artwork with the file check's findings at their places (F1, F2, …), once the check has
 * found something to show: a draft with errors cannot be submitted, so this is where the company
 * sees what to fix before it uploads again. No notes are placed on a draft.
 */
export function DraftFindings({ version, requirement }: { version: ArtworkVersion; requirement: Requirement }) {
  const t = useT();
  if (version.submittedAt || version.check.state !== 'done' || placedFindings(version.preflight.findings).length === 0) return null;
  return (
    <NotePlacingCanvas
      version={version}
      name={t(ARTWORK_TEXTS.latestFile, { version: versionValue(version.version), name: version.originalName })}
      notes={NO_NOTES}
      printSize={requirement}
      selectedId={null}
      onSelect={nothing}
      onSaved={nothing}
      placeable={false}
      fallback={null}
    />
  );
}
