import { useEffect, useId, useState, type ReactNode } from 'react';
import { annotationIdOf } from '../../../api/annotations';
import { LIST_TEXTS, NOTES_PANEL_TEXTS, type PrintSize } from '../../../api/contract';
import { Button, FormError, Spinner, Stack, Text } from '../../../design-system';
import { NotesPanel } from './NotesPanel';
import type { Note } from './notes';
import { useVersionNotes } from './use-version-notes';
import * as styles from './notes-panel.css';
import { t } from '../../../i18n';

/** What the artwork beside the notes is given: the version, its notes and the selection it shares with the list. */
export interface ArtworkSlotProps {
  versionId: number;
  /** The notes, numbered as the list numbers them. */
  notes: readonly Note[];
  printSize: PrintSize | null;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** A note was placed or moved on the artwork: the list is read again and the note selected. */
  onSaved: (id: string) => void;
}

type Props = {
  versionId: number;
  role: string | undefined;
  timeZone: string;
  printSize: PrintSize | null;
  /** The annotation a link names (its number in the API), selected and focused once the notes are read. */
  linkedAnnotationId?: number | null;
  /** The artwork with the notes placed on it (the deep-zoom canvas); without it, the notes alone. */
  artwork?: (props: ArtworkSlotProps) => ReactNode;
  /** The section's heading, given how many notes there are; with one, nothing is shown while there are none. */
  heading?: (count: number) => string;
  /** The viewer may place notes on the artwork: the section is shown while there are none, for the first. */
  placeable?: boolean;
};

/** A version's notes read from the server, with the selection the list and the artwork share, and replying, resolving and reopening. */
export function VersionNotes({ versionId, role, timeZone, printSize, linkedAnnotationId = null, artwork, heading, placeable = false }: Props) {
  const headingId = useId();
  const { annotations, numberedNotes, loading, error, reload, actions, selectedId, select, onSaved } = useVersionNotes(versionId);
  const linked = linkedAnnotationId === null ? undefined : annotations.find((annotation) => annotationIdOf(annotation) === linkedAnnotationId);

  // The linked note is selected once, when it first arrives.
  const [followedLink, setFollowedLink] = useState(false);
  useEffect(() => {
    if (linked && !followedLink) {
      select(linked.id);
      setFollowedLink(true);
    }
  }, [linked, followedLink, select]);

  if (loading) return <Spinner label={t(NOTES_PANEL_TEXTS.loading)} />;
  if (error)
    return (
      <Stack align="start">
        <FormError>{t(error)}</FormError>
        <Button variant="outline" size="sm" onClick={reload}>
          {t(LIST_TEXTS.retry)}
        </Button>
      </Stack>
    );
  if (annotations.length === 0 && heading && !placeable) return null;
  const panel = (
    <NotesPanel
      notes={numberedNotes}
      role={role}
      timeZone={timeZone}
      printSize={printSize}
      selectedId={selectedId}
      onSelect={select}
      focusSelected={linked !== undefined && selectedId === linked.id}
      {...actions}
    />
  );
  return (
    <Stack as="section" gap={3} aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <Text as="h4" id={headingId} size="sm" weight="semibold" tone="strong">
          {heading(annotations.length)}
        </Text>
      )}
      {artwork ? (
        <div className={styles.withArtwork}>
          {artwork({ versionId, notes: numberedNotes, printSize, selectedId, onSelect: select, onSaved })}
          {panel}
        </div>
      ) : (
        panel
      )}
    </Stack>
  );
}
