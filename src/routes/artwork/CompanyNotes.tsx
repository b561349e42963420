import { NOTES_PANEL_TEXTS, type ArtworkVersion, type Requirement } from '../../api/contract';
import { VersionNotes } from '../shared/proofing/VersionNotes';
import { useSessionUser } from '../shared/use-session';

type Props = {
  version: ArtworkVersion;
  requirement: Requirement;
  timeZone: string;
  /** The note an email's link leads to, selected and focused once read. */
  linkedAnnotationId: number | null;
};

/** The notes the reviewers placed on one of the company's versions: read, replied to, resolved as the permissions table allows. */
export function CompanyNotes({ version, requirement, timeZone, linkedAnnotationId }: Props) {
  const user = useSessionUser();
  return (
    <VersionNotes
      key={version.id}
      versionId={version.id}
      role={user.role}
      timeZone={timeZone}
      printSize={requirement}
      linkedAnnotationId={linkedAnnotationId}
      heading={(count) => NOTES_PANEL_TEXTS.versionHeading(version.version ?? 0, count)}
    />
  );
}
