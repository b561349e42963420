import { proofReportPath } from '../../api/annotations';
import { ARTWORK_TEXTS, can, NOTES_PANEL_TEXTS, PROOF_REPORT_TEXTS, versionValue, type ArtworkVersion, type Requirement } from '../../api/contract';
import { useT } from '../../i18n';
import { Button } from '../../design-system';
import { NotePlacingCanvas } from '../shared/proofing/NotePlacingCanvas';
import { VersionNotes } from '../shared/proofing/VersionNotes';
import { useArtworkFile } from '../shared/use-artwork-file';
import * as styles from './artwork.css';
import { useSessionUser } from '../shared/use-session';
import { downloadArtworkFile } from './TemplateLink';

type Props = {
  version: ArtworkVersion;
  requirement: Requirement;
  timeZone: string;
  /** The note an email's link leads to, selected and focused once read. */
  linkedAnnotationId: number | null;
  /** The company's newest submitted version: it may place notes on it as the permissions table allows. */
  newest: boolean;
};

/**
 * The notes placed on one of the company's submitted versions: read, replied to, resolved as the
 * permissions table allows, and on its newest version placed by the company too (a pin or a box);
 * and the version's proof report to download.
 */
export function CompanyNotes({ version, requirement, timeZone, linkedAnnotationId, newest }: Props) {
  const user = useSessionUser();
  const t = useT();
  const placeable = newest && can(user.role, 'annotateArtwork');
  const thumbnail = useArtworkFile(version.thumbnailUrl);
  const name = t(ARTWORK_TEXTS.latestFile, { version: versionValue(version.version), name: version.originalName });
  const reportName = PROOF_REPORT_TEXTS.fileName(requirement.name, `v${version.version ?? ''}`);
  return (
    <>
      <VersionNotes
        key={version.id}
        versionId={version.id}
        role={user.role}
        timeZone={timeZone}
        printSize={requirement}
        linkedAnnotationId={linkedAnnotationId}
        heading={(count) => t(NOTES_PANEL_TEXTS.versionHeading, { version: version.version ?? 0, count })}
        placeable={placeable}
        artwork={(slot) => (
          <NotePlacingCanvas
            version={version}
            name={name}
            notes={slot.notes}
            printSize={slot.printSize}
            selectedId={slot.selectedId}
            onSelect={slot.onSelect}
            onSaved={slot.onSaved}
            placeable={placeable}
            fallback={thumbnail ? <img className={styles.thumbnail} src={thumbnail} alt={t(ARTWORK_TEXTS.thumbnailAlt, { name: version.originalName })} /> : null}
          />
        )}
      />
      <div>
        <Button variant="outline" size="sm" onClick={() => void downloadArtworkFile(proofReportPath(version.id), reportName)}>
          {t(NOTES_PANEL_TEXTS.downloadReport)}
        </Button>
      </div>
    </>
  );
}
