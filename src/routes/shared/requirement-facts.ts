import { ARTWORK_TEXTS, FORMAT_EXTENSIONS, formatBytes, pixelSizeNeeded, resolutionNeed, type ArtworkStatus, type Requirement } from '../../api/contract';
import type { BadgeTone } from '../../design-system';

/** "PNG, JPG, PDF". */
export const formatsText = (formats: Requirement['formats']) => formats.map((format) => ARTWORK_TEXTS.formatNames[format]).join(', ');

/** The file name endings a drop zone's picker offers. */
export const acceptOf = (formats: Requirement['formats']) => formats.flatMap((format) => FORMAT_EXTENSIONS[format]);

/** "3000 × 1000 mm + 5 mm bleed". */
export const printedSize = (requirement: Requirement) => ARTWORK_TEXTS.printedSize(requirement.widthMm, requirement.heightMm, requirement.bleedMm);

/**
 * What the print needs beyond its size: the resolution with the pixels it takes ("at least 300 dpi:
 * 2551 × 3579 px", as the file check decides it), and the print rules a requirement sets.
 */
export function printNeeds(requirement: Requirement): string[] {
  const need = resolutionNeed(requirement);
  const pixels = need && pixelSizeNeeded(requirement.widthMm + 2 * requirement.bleedMm, requirement.heightMm + 2 * requirement.bleedMm, need.dpi);
  return [
    ...(need && pixels ? [ARTWORK_TEXTS.minDpiValue(need.dpi, pixels.widthPx, pixels.heightPx, need.distanceM)] : []),
    ...(requirement.inkLimit === null ? [] : [ARTWORK_TEXTS.inkLimitValue(requirement.inkLimit)]),
    ...(requirement.spotColoursAllowed ? [ARTWORK_TEXTS.spotColoursValue] : []),
    ...(requirement.pagesExpected === null ? [] : [ARTWORK_TEXTS.pagesValue(requirement.pagesExpected)]),
  ];
}

/** Every fact of what is asked, in one line. */
export function specText(requirement: Requirement) {
  return ARTWORK_TEXTS.specLine([
    formatsText(requirement.formats),
    printedSize(requirement),
    ...printNeeds(requirement),
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
