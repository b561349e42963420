import type { ArtworkVersion, PrintSize } from '../../api/contract';
import type { CanvasDifference } from '../shared/proofing/canvas';
import { NotePlacingCanvas } from '../shared/proofing/NotePlacingCanvas';
import type { Note } from '../shared/proofing/notes';
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
  /** What changed since the version before, drawn over the artwork; null: not shown. */
  difference?: CanvasDifference | null;
};

/** A version's artwork on the review page: the proofing canvas with its notes, today's preview until the tiles are ready. */
export function ReviewArtwork({ version, name, readOnly = false, ...rest }: Props) {
  const image = useVersionImage(version);
  return <NotePlacingCanvas {...rest} version={version} name={name} placeable={!readOnly} fallback={<ArtworkPreview src={image} name={name} compact={readOnly} />} />;
}
