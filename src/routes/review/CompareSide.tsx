import { REVIEW_TEXTS, versionValue, type ArtworkReview, type ArtworkVersion, type PrintSize } from '../../api/contract';
import type { CanvasDifference } from '../shared/proofing/canvas';
import { Stack, Text } from '../../design-system';
import { NotesPanel } from '../shared/proofing/NotesPanel';
import { useVersionNotes } from '../shared/proofing/use-version-notes';
import { VersionDecisions } from '../shared/VersionDecisions';
import { changeBadge } from './change-badge';
import { ReviewArtwork } from './ReviewArtwork';
import { reviewsOf } from './VersionHistory';
import { useT } from '../../i18n';

type Props = {
  version: ArtworkVersion;
  reviews: readonly ArtworkReview[];
  timeZone: string;
  printSize: PrintSize | null;
  showArtwork: boolean;
  /** What changed since the version before, drawn over this side's artwork; null: not shown. */
  difference?: CanvasDifference | null;
  /** The carried notes, by id, and whether a changed region overlaps their place. */
  notesChanged?: ReadonlyMap<string, boolean>;
};

/** One side of compare: a version's artwork with the notes placed on it (and carried to it), and the decisions made on it. */
export function CompareSide({ version, reviews, timeZone, printSize, showArtwork, difference = null, notesChanged }: Props) {
  const t = useT();
  const name = t(REVIEW_TEXTS.versionTitle, { version: versionValue(version.version), name: version.originalName });
  const { numberedNotes: notes, selectedId, select, onSaved } = useVersionNotes(version.id);
  return (
    <Stack as="section" gap={3} aria-label={name}>
      <Text as="h3" size="sm" weight="semibold" tone="strong">{name}</Text>
      {showArtwork && (
        <ReviewArtwork version={version} name={name} notes={notes} printSize={printSize} selectedId={selectedId} onSelect={select} onSaved={onSaved} readOnly difference={difference} />
      )}
      <NotesPanel
        notes={notes}
        role={undefined}
        timeZone={timeZone}
        printSize={printSize}
        selectedId={selectedId}
        onSelect={select}
        badgeOf={notesChanged ? (id) => changeBadge(notesChanged.get(id)) : undefined}
      />
      <VersionDecisions reviews={reviewsOf(reviews, version.id)} timeZone={timeZone} />
    </Stack>
  );
}
