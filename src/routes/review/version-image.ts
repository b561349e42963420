import type { ArtworkVersion } from '../../api/contract';
import { useArtworkFile } from '../shared/use-artwork-file';

/** Formats a browser draws itself; the others (TIFF, PDF, SVG) are shown by their thumbnail. */
const DRAWN = new Set<ArtworkVersion['format']>(['png', 'jpg', 'webp']);

/** An object URL of what the preview shows of a version: the file itself where the browser can draw it, else its thumbnail. */
export const useVersionImage = (version: ArtworkVersion | null) =>
  useArtworkFile(version === null ? null : DRAWN.has(version.format) ? version.fileUrl : version.thumbnailUrl);
