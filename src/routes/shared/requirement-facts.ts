import { ARTWORK_TEXTS, FORMAT_EXTENSIONS, formatBytes, pixelSizeNeeded, resolutionNeed, type ArtworkStatus, type Requirement } from '../../api/contract';
import type { BadgeTone } from '../../design-system';
import { shownLocale, t } from '../../i18n';

/** "PNG, JPG, PDF". */
export const formatsText = (formats: Requirement['formats']) => formats.map((format) => ARTWORK_TEXTS.formatNames[format]).join(', ');

/** The file name endings a drop zone's picker offers. */
export const acceptOf = (formats: Requirement['formats']) => formats.flatMap((format) => FORMAT_EXTENSIONS[format]);

/** "3000 × 1000 mm + 5 mm bleed", in the screens' language. */
export const printedSize = (requirement: Requirement) =>
  t(ARTWORK_TEXTS.printedSize, { width: requirement.widthMm, height: requirement.heightMm, bleed: requirement.bleedMm > 0 ? requirement.bleedMm : 'none' });

/** "200 MB": a file size in the screens' language. */
export const sizeText = (bytes: number) => formatBytes(bytes, shownLocale());

/**
 * What the print needs beyond its size: the resolution with the pixels it takes ("at least 300 dpi:
 * 2551 × 3579 px", as the file check decides it), and the print rules a requirement sets.
 */
export function printNeeds(requirement: Requirement): string[] {
  const need = resolutionNeed(requirement);
  const pixels = need && pixelSizeNeeded(requirement.widthMm + 2 * requirement.bleedMm, requirement.heightMm + 2 * requirement.bleedMm, need.dpi);
  return [
    ...(need && pixels ? [t(ARTWORK_TEXTS.minDpiValue, { dpi: need.dpi, widthPx: pixels.widthPx, heightPx: pixels.heightPx, distance: need.distanceM ?? 'none' })] : []),
    ...(requirement.inkLimit === null ? [] : [t(ARTWORK_TEXTS.inkLimitValue, { percent: requirement.inkLimit })]),
    ...(requirement.spotColoursAllowed ? [t(ARTWORK_TEXTS.spotColoursValue)] : []),
    ...(requirement.pagesExpected === null ? [] : [t(ARTWORK_TEXTS.pagesValue, { pages: requirement.pagesExpected })]),
  ];
}

/** Every fact of what is asked, in one line, in the screens' language (CMYK is CMJN in French). */
export function specText(requirement: Requirement) {
  return ARTWORK_TEXTS.specLine([
    formatsText(requirement.formats),
    printedSize(requirement),
    ...printNeeds(requirement),
    ...(requirement.colourMode === null ? [] : [t(requirement.colourMode)]),
    t(ARTWORK_TEXTS.maxSizeValue, { size: sizeText(requirement.maxBytes) }),
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
