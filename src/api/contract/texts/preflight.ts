import { withValues } from './mail';
import { PRINT_POSITION_TEXTS } from './proofing';

/**
 * The file check's findings without figures, in the plain words a company and a reviewer read (those
 * with figures are texts/finding-words.ts'), and the reasons an SVG is refused or cleaned.
 */
export const PREFLIGHT_TEXTS = {
  unreadable: 'The file could not be read. It may be damaged or incomplete: export or save it again and upload the new file.',
  damaged: 'The file is damaged or incomplete: its image data ends early or is corrupt. Export or save it again and upload the new file.',
  /** Only when some pixel is not fully opaque; an alpha channel that is opaque everywhere is no finding. */
  transparency: 'Some pixels are transparent or partly transparent. Print has no transparent ink: check the image looks right on white.',
  pdfEncrypted: 'The PDF is password-protected. Upload it without a password.',
  svgText: 'Text in the SVG is not converted to outlines: fonts may be missing at the printer. Convert the text to outlines (paths) and export again.',
  svgNoSize: 'The SVG has no width, height or viewBox, so its proportions are unknown. Export it with its size set.',
  /** What cleaning an SVG took out that the artwork does not need (editor data, animation). */
  svgRemovedElement: (name: string) => `the <${name}> element`,
  svgRemovedAttribute: (name: string) => `the ${name} attribute`,
  thumbnailMissing: 'No preview could be made of this file.',
} as const;

/** A placed finding's number, as the canvas, its list and the proof report show it. */
const findingLabel = (number: number) => `F${number}`;

/** The file check's findings drawn over the artwork as a layer of their own, with their list beside it. */
export const FINDINGS_LAYER_TEXTS = {
  findingLabel,
  toggle: 'File check findings on the artwork ({count})',
  listLabel: 'File check findings with a place ({count})',
  /** A finding in the list is a button named by what it shows: its number, words and (on a PDF) page, in English. */
  findingName: (number: number, message: string, page: number | null) => `${findingLabel(number)} ${message}${page === null ? '' : ` ${withValues(PRINT_POSITION_TEXTS.page, { page })}`}`,
  showHint: 'Choosing a finding shows its place on the artwork.',
  onPage: PRINT_POSITION_TEXTS.page,
} as const;

/** The proof report's findings section: each placed finding with its number, its words and a crop of its place. */
export const PROOF_REPORT_FINDING_TEXTS = {
  title: 'File check findings on the artwork',
  heading: (number: number, page: number | null) => `${findingLabel(number)}${page === null ? '' : `, page ${page}`}`,
  noCrop: 'No picture of this place could be made.',
} as const;
