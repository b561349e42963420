import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { can, type ArtworkVersion, type PrintSize } from '../../api/contract';
import { annotationMachine } from '../../machines/annotation.machine';
import { ProofCanvas } from '../shared/proofing/canvas';
import type { Note } from '../shared/proofing/notes';
import { useSessionUser } from '../shared/use-session';
import { ArtworkPreview } from './ArtworkPreview';
import { useVersionImage } from './version-image';

type Props = {
  version: ArtworkVersion;
  name: string;
  notes: readonly Note[];
  printSize: PrintSize | null;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** A note was placed or moved: the list is read again and the note selected. */
  onSaved: (id: string) => void;
  /** Only shows the notes (a side of compare); otherwise the viewer may place them as their role allows. */
  readOnly?: boolean;
};

/** The person a note's creator IRI names: `urn:eaum:user:5`. */
const placedBy = (note: Note, userId: number) => note.annotation.creator?.id === `urn:eaum:user:${userId}`;

/** A version's artwork on the review page: the proofing canvas with its notes, today's preview until the tiles are ready. */
export function ReviewArtwork({ version, name, notes, printSize, selectedId, onSelect, onSaved, readOnly = false }: Props) {
  const user = useSessionUser();
  const image = useVersionImage(version);
  const [state, send, actor] = useMachine(annotationMachine, { input: { versionId: version.id, paged: version.format === 'pdf' } });
  useEffect(() => {
    const subscription = actor.on('annotation.saved', ({ annotation }) => onSaved(annotation.id));
    return () => subscription.unsubscribe();
  }, [actor, onSaved]);
  const placing = !readOnly && can(user.role, 'annotateArtwork') ? { state, send } : undefined;
  return (
    <ProofCanvas
      versionId={version.id}
      name={name}
      paged={version.format === 'pdf'}
      notes={notes}
      printSize={printSize}
      selectedId={selectedId}
      onSelect={onSelect}
      fallback={<ArtworkPreview src={image} name={name} compact={readOnly} />}
      placing={placing}
      canMove={(note) => note.annotation.carriedFrom === null && placedBy(note, user.id)}
    />
  );
}
