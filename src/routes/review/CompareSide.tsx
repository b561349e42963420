import { REVIEW_TEXTS, type ArtworkReview, type ArtworkVersion, type PrintSize } from '../../api/contract';
import { Stack, Text } from '../../design-system';
import { NotesPanel } from '../shared/proofing/NotesPanel';
import { useVersionNotes } from '../shared/proofing/use-version-notes';
import { VersionDecisions } from '../shared/VersionDecisions';
import { ReviewArtwork } from './ReviewArtwork';
import { reviewsOf } from './VersionHistory';

type Props = { version: ArtworkVersion; reviews: readonly ArtworkReview[]; timeZone: string; printSize: PrintSize | null; showArtwork: boolean };

/** One side of compare: a version's artwork with the notes placed on it (and carried to it), and the decisions made on it. */
export function CompareSide({ version, reviews, timeZone, printSize, showArtwork }: Props) {
  const name = REVIEW_TEXTS.versionTitle(version.version, version.originalName);
  const { numberedNotes: notes, selectedId, select, onSaved } = useVersionNotes(version.id);
  return (
    <Stack as="section" gap={3} aria-label={name}>
      <Text as="h3" size="sm" weight="semibold" tone="strong">{name}</Text>
      {showArtwork && (
        <ReviewArtwork version={version} name={name} notes={notes} printSize={printSize} selectedId={selectedId} onSelect={select} onSaved={onSaved} readOnly />
      )}
      <NotesPanel notes={notes} role={undefined} timeZone={timeZone} printSize={printSize} selectedId={selectedId} onSelect={select} />
      <VersionDecisions reviews={reviewsOf(reviews, version.id)} timeZone={timeZone} />
    </Stack>
  );
}
