import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { can, placedFindings, type ArtworkVersion } from '../../../api/contract';
import { annotationMachine } from '../../../machines/annotation.machine';
import { ProofCanvas, type ProofCanvasProps } from './canvas';
import type { Note } from './notes';
import { useSessionUser } from '../use-session';

type Props = Omit<ProofCanvasProps, 'versionId' | 'paged' | 'placing' | 'canMove' | 'findings'> & {
  version: ArtworkVersion;
  /** A note was placed or moved: the list is read again and the note selected. */
  onSaved: (id: string) => void;
  /** Whether the page offers placing on this version; the viewer then places as the permissions table lets their role. */
  placeable: boolean;
};

/** The person a note's creator IRI names: `urn:eaum:user:5`. */
const placedBy = (note: Note, userId: number) => note.annotation.creator?.id === `urn:eaum:user:${userId}`;

/**
 * A version's artwork on the proofing canvas, where the viewer may place a pin or a box and move a
 * pin they placed, by pointer, touch or keys: the annotation machine, the note being written and its
 * saving. The review page and the company's page both show a version through it.
 */
export function NotePlacingCanvas({ version, onSaved, placeable, ...canvas }: Props) {
  const user = useSessionUser();
  const paged = version.format === 'pdf';
  const [state, send, actor] = useMachine(annotationMachine, { input: { versionId: version.id, paged } });
  useEffect(() => {
    const subscription = actor.on('annotation.saved', ({ annotation }) => onSaved(annotation.id));
    return () => subscription.unsubscribe();
  }, [actor, onSaved]);
  const findings = useMemo(() => placedFindings(version.preflight.findings), [version.preflight.findings]);
  const placing = placeable && can(user.role, 'annotateArtwork') ? { state, send } : undefined;
  return (
    <ProofCanvas
      {...canvas}
      versionId={version.id}
      paged={paged}
      placing={placing}
      findings={findings}
      canMove={(note) => note.annotation.carriedFrom === null && placedBy(note, user.id)}
    />
  );
}
