import { ARTWORK_TEXTS, FORMAT_EXTENSIONS, formatBytes, type ArtworkStatus, type Requirement } from '../../api/contract';
import type { BadgeTone } from '../../design-system';

/** "PNG, JPG, PDF". */
export const formatsText = (formats: Requirement['formats']) => formats.map((format) => ARTWORK_TEXTS.formatNames[format]).join(', ');

/** The file name endings a drop zone's picker offers. */
export const acceptOf = (formats: Requirement['formats']) => formats.flatMap((format) => FORMAT_EXTENSIONS[format]);

/** "3000 × 1000 mm + 5 mm bleed". */
export const printedSize = (requirement: Requirement) => ARTWORK_TEXTS.printedSize(requirement.widthMm, requirement.heightMm, requirement.bleedMm);

/** Every fact of what is asked, in one line. */
export function specText(requirement: Requirement) {
  return ARTWORK_TEXTS.specLine([
    formatsText(requirement.formats),
    printedSize(requirement),
    ...(requirement.minDpi === null ? [] : [ARTWORK_TEXTS.minDpiValue(requirement.minDpi)]),
    ...(requirement.colourMode === null ? [] : [requirement.colourMode]),
    ARTWORK_TEXTS.maxSizeValue(formatBytes(requirement.maxBytes)),
  ]);
}

/** Each status in its own tone; the badge always carries the status in words too. */
export const STATUS_TONES: Record<ArtworkStatus, BadgeTone> = {
  Missing: 'neutral',
  Submitted: 'info',
  'Changes requested': 'warning',
  Approved: 'success',
  Overdue: 'error',
  Optional: 'neutral',
};
