import type { ResolutionNeed } from '../print-resolution';

/**
 * The file check's findings that carry figures, as ICU messages: the server stores each finding's
 * key and values beside its English sentence, and every reader sees it in their own language
 * (decision 20). The English text is the message's key in the findings' catalogs
 * (api/contract/i18n/finding-catalogs/). Figures and lists of pages are written the reader's way
 * before they fill a message (0.25 pt, 0,25 pt; "1, 2 and 5"; a value named …Bytes as a file size,
 * "200 MB", "200 Mo"): api/contract/i18n/lists.ts.
 */

/** "page 3", "pages 1, 2 and 5": `pages` is the list, `pagesCount` how many. */
const ON_PAGES = '{pagesCount, plural, one {page {pages}} other {pages {pages}}}';
/** Why a resolution is needed, when the viewing distance sets it rather than the requirement's minimum. */
const FROM_DISTANCE = '{distance, select, set {, so that from {distanceM} m each pixel is at most one arc-minute of sight, the eye’s limit} other {}}';
const NEEDS_PIXELS = `needs at least {widthPx} × {heightPx} px ({neededDpi} {unit, select, ppi {ppi} other {dpi}}${FROM_DISTANCE})`;
const PRINTED_SIDE = '{dpi} dpi at {mm} mm {side, select, high {high} other {wide}}';
/** A raster's colour as print tools name it: mode, bits per sample and embedded ICC profile. */
const COLOUR =
  '{palette, select, yes {indexed } other {}}{mode, select, RGB {RGB} CMYK {CMYK} greyscale {greyscale} other {{mode}}}, {bits}-bit, ' +
  '{profile, select, none {no colour profile} unnamed {a colour profile without a name} other {colour profile “{profileName}”}}';
/** The colour mode a requirement asks for. */
const EXPECTED = '{expected, select, RGB {RGB} other {CMYK}}';
/** A colour space other than CMYK: "RGB", "Lab" or "ICC-based RGB". */
const SPACE = '{space, select, lab {Lab} iccRgb {ICC-based RGB} other {RGB}}';

export const FINDING_MESSAGES = {
  tooManyPixels:
    'The image is too large to check ({millions} million pixels); the limit is {limitMillions} million. Scale it down to the printed size at the resolution asked for.',
  pixelSize: '{width} × {height} pixels.',
  lowDpi: `${PRINTED_SIDE}; ${NEEDS_PIXELS}, so it will print soft. Use a larger original, not this one enlarged.`,
  dpiOk: `${PRINTED_SIDE}{needed, select, yes {; the print ${NEEDS_PIXELS}} other {}}.`,
  imageLowPpi: `Image on page {page}: {ppi} ppi at the printed size; ${NEEDS_PIXELS}. Use a larger original or place the image smaller.`,
  aspectOff:
    'The artwork is {file} but the printed size with bleed is {printed}: it would be stretched or cropped. Set the artwork to the printed size with bleed and export it again.',
  aspectSlightlyOff:
    'The artwork is {file} and the printed size with bleed is {printed}: a little will be cropped. Keep text and logos clear of the edges, or set the artwork to the printed size.',
  colour: `Colour: ${COLOUR}.`,
  colourExpected: `${EXPECTED} is expected; this file is ${COLOUR}. Convert it to ${EXPECTED} before you upload it.`,
  orientation:
    'Its EXIF orientation turns it {turn, select, mirrored {mirrored} half {180°} halfMirrored {180° and mirrored} mirroredAnticlockwise {mirrored and 90° anticlockwise} clockwise {90° clockwise} mirroredClockwise {mirrored and 90° clockwise} other {90° anticlockwise}} for display; the sizes here are as turned.',
  pages:
    'The {format} has {pages, plural, one {# page} other {# pages}}; one page is expected. Only the first page was checked: upload a file with the one page to print.',
  pdfPage:
    'The first page is {width} × {height} mm.{trim, select, yes { Its trim box (the finished size) is {trimWidth} × {trimHeight} mm.} other {}}{bleed, select, yes { Its bleed box is {bleedWidth} × {bleedHeight} mm.} other {}}',
  pdfSizeOff:
    'The page measures {width} × {height} mm with its bleed; it should be {wantedWidth} × {wantedHeight} mm. Set the document to that size and export it again.',
  pdfNoBleed:
    'The page has the printed size but no {bleed} mm bleed around it. Extend the background {bleed} mm past the trim and export with bleed.',
  svgTooLargeToCheck: 'The SVG is too large to check; an SVG can be at most {megabytes} MB. Simplify it, or upload it as a PDF.',
  svgTooComplexToCheck: 'The SVG has more than {limit} elements, too many to check. Simplify it, or upload it as a PDF.',
  pdfPageCount:
    'The PDF has {pages, plural, one {# page} other {# pages}}; {expected, plural, one {# is} other {# are}} expected. Upload the file with exactly the pages ordered.',
  pdfPageSizes:
    '{pagesCount, plural, one {Page {pages} is} other {Pages {pages} are}} {width} × {height} mm but page 1 is {firstWidth} × {firstHeight} mm. Give every page the same size.',
  pdfNoTrimBox: `No trim box on ${ON_PAGES}: the finished size has to be guessed. Export with the trim box set (PDF/X does this) or with crop marks and bleed.`,
  fontNotEmbedded: `{font} is not embedded (${ON_PAGES}). Export with fonts embedded; PDF/X-4 does this.`,
  imageNotCmyk: `${SPACE} image on page {page} in a CMYK job: its colours will shift when the printer converts it. Convert it to CMYK with the printer's profile, or export as PDF/X-1a.`,
  fillNotCmyk: `${SPACE} colour in text or shapes on ${ON_PAGES} in a CMYK job. Set those colours in CMYK, or export as PDF/X-1a.`,
  spotColour: `Spot colour “{name}” on ${ON_PAGES}, but this job has no spot colours. Convert it to CMYK (process colour) when you export.`,
  spotColourAllowed: `Spot colour “{name}” on ${ON_PAGES}.`,
  inkOver:
    'Ink reaches {percent} % on page {page}; the limit is {limit} %. Reduce the darkest colours to at most {limit} % in total (a rich black of 60/40/40/100 is 240 %).',
  inkOverImage:
    "Ink reaches {percent} % in the image; the limit is {limit} %. Convert it with the printer's CMYK profile, which keeps the darkest colours within the limit.",
  hairline: 'A line on page {page} is {widthPt} pt wide at the printed size and may vanish in print. Make lines at least 0.25 pt.',
  pdfx: '{version}{intent, select, none {, with no output intent} other {, printing condition {condition}}}.',
  transparencyInPdfx1a: `Transparency on ${ON_PAGES} in a PDF/X-1a file, which forbids it. Flatten transparency, or export as PDF/X-4.`,
  activeContent:
    'The PDF contains {kind, select, javascript {JavaScript} launch {an action that launches a program} embeddedFiles {embedded files} other {form fields}}, which a print file has no use for (PDF/X forbids it). Export as PDF/X-4 or print to PDF again without it.',
  pdfImageTooLarge:
    'An image on page {page} has {millions} million pixels, more than the {limitMillions} million a print needs: the file may be built to overload the printer. Place a smaller image.',
  pageDamaged: 'Page {page} cannot be rendered: its content or image data is damaged or cut short. Export the PDF again.',
  pageTooSlow: 'Page {page} could not be checked in time: its content is too large or never ends. Export the PDF again, flattening or simplifying it.',
  // A file refused before it is checked: by its format (its name in the browser, its bytes on the server), its size, an SVG that could run or reach outside itself.
  formatNotAccepted:
    'This requirement accepts {accepted} files; this file is {found, select, none {none of them} other {a {found}}}. Export it as {acceptedCount, plural, one {that} other {one of those}}.',
  fileTooLarge: 'The file is larger than the {limitBytes} this requirement accepts.',
  quotaExceeded: 'This upload would pass your company’s {limitBytes} of artwork storage.',
  svgRefused:
    'This SVG cannot be accepted.{tooLarge, select, yes { It is larger than {sizeLimitBytes}, the most an SVG may be.} other {}}' +
    '{tooManyElements, select, yes { It has more than {elementLimit} elements, too many to check.} other {}}' +
    '{unparsable, select, yes { It is not well-formed SVG.} other {}}{entities, select, yes { It declares XML entities.} other {}}' +
    '{script, select, yes { It contains scripts.} other {}}{handlers, select, yes { It contains event handlers (onload, onclick …).} other {}}' +
    '{foreignObject, select, yes { It embeds HTML (foreignObject).} other {}}{external, select, yes { It refers to files outside itself.} other {}}',
} as const;

export type FindingKey = keyof typeof FINDING_MESSAGES;
export const FINDING_KEYS = Object.keys(FINDING_MESSAGES) as [FindingKey, ...FindingKey[]];
/**
 * A finding's figure: a number, a name (a font, a spot colour) or a choice, a list of pages (all
 * of them: "1, 2 and 5"), or a list of names of which one is meant ("JPG, PNG or PDF").
 */
export type FindingValue = string | number | number[] | string[];
/** What the server stores of a finding with figures: its message's key and values. */
export interface FindingWords {
  key: FindingKey;
  values: Record<string, FindingValue>;
}

/** The resolution a print needs (its dpi, and the viewing distance when that sets it) and the pixels that gives at its size. */
export type PixelsNeeded = ResolutionNeed & { widthPx: number; heightPx: number };

const words = (key: FindingKey, values: Record<string, FindingValue>): FindingWords => ({ key, values });
const onPages = (pages: readonly number[]) => ({ pages: [...pages], pagesCount: pages.length });
const needs = (need: PixelsNeeded, unit: 'dpi' | 'ppi') => ({
  widthPx: need.widthPx,
  heightPx: need.heightPx,
  neededDpi: need.dpi,
  unit,
  distance: need.distanceM === null ? 'none' : 'set',
  distanceM: need.distanceM ?? 0,
});
const millions = (pixels: number) => Math.round(pixels / 1e6);

/** The EXIF orientations (2 to 8) as the turn each makes to show the pixels upright. */
const TURNS: Record<number, string> = { 2: 'mirrored', 3: 'half', 4: 'halfMirrored', 5: 'mirroredAnticlockwise', 6: 'clockwise', 7: 'mirroredClockwise', 8: 'anticlockwise' };
/** The colour spaces other than CMYK as a check names them, to the messages' choices. */
const SPACES: Record<string, string> = { RGB: 'rgb', Lab: 'lab', 'ICC-based RGB': 'iccRgb' };

/** A raster's colour: `profile` undefined when the file embeds none, null when it has no name. */
export interface RasterColour {
  mode: string;
  palette: boolean;
  bits: number;
  profile: string | null | undefined;
}
const colourValues = ({ mode, palette, bits, profile }: RasterColour) => ({
  mode,
  palette: palette ? 'yes' : 'no',
  bits,
  profile: profile === undefined ? 'none' : profile === null ? 'unnamed' : 'named',
  profileName: profile ?? '',
});

/** A box's sides in mm. */
interface Sides {
  width: number;
  height: number;
}

/** Why an SVG is refused: too large or too complex to read, not SVG, or anything that could run or reach outside the file. */
export const SVG_REFUSALS = ['tooLarge', 'tooManyElements', 'unparsable', 'entities', 'script', 'handlers', 'foreignObject', 'external'] as const;
export type SvgRefusal = (typeof SVG_REFUSALS)[number];

/** Each finding with figures, from the figures a check measured. */
export const FINDING_WORDS = {
  tooManyPixels: (pixels: number, limit: number) => words('tooManyPixels', { millions: millions(pixels), limitMillions: millions(limit) }),
  pixelSize: (width: number, height: number) => words('pixelSize', { width, height }),
  /** `side` is the printed side whose pixels are fewer for their length ("wide" unless it is the height). */
  lowDpi: (dpi: number, mm: number, side: 'wide' | 'high', need: PixelsNeeded) => words('lowDpi', { dpi, mm, side, ...needs(need, 'dpi') }),
  dpiOk: (dpi: number, mm: number, side: 'wide' | 'high' = 'wide', need: PixelsNeeded | null = null) =>
    words('dpiOk', { dpi, mm, side, needed: need ? 'yes' : 'no', ...needs(need ?? { dpi: 0, distanceM: null, widthPx: 0, heightPx: 0 }, 'dpi') }),
  imageLowPpi: (page: number, ppi: number, need: PixelsNeeded) => words('imageLowPpi', { page, ppi, ...needs(need, 'ppi') }),
  /** The artwork's proportions and the printed size's with bleed, as ratios ("3:2", "1.48:1"). */
  aspectOff: (file: string, printed: string) => words('aspectOff', { file, printed }),
  aspectSlightlyOff: (file: string, printed: string) => words('aspectSlightlyOff', { file, printed }),
  colour: (colour: RasterColour) => words('colour', colourValues(colour)),
  colourExpected: (expected: string, found: RasterColour) => words('colourExpected', { expected, ...colourValues(found) }),
  /** How the file's EXIF orientation (2 to 8) turns it; none for 1, upright. */
  orientation: (orientation: number) => (TURNS[orientation] ? words('orientation', { turn: TURNS[orientation] }) : null),
  /** The check reads the first page only; the whole file goes to the printer. */
  pages: (format: 'PDF' | 'TIFF', pages: number) => words('pages', { format, pages }),
  /** A PDF's first page, with its trim box (the finished size) and bleed box when they differ from it. */
  pdfPage: (size: Sides, trim: Sides | null, bleed: Sides | null) =>
    words('pdfPage', {
      width: size.width,
      height: size.height,
      trim: trim ? 'yes' : 'no',
      trimWidth: trim?.width ?? 0,
      trimHeight: trim?.height ?? 0,
      bleed: bleed ? 'yes' : 'no',
      bleedWidth: bleed?.width ?? 0,
      bleedHeight: bleed?.height ?? 0,
    }),
  /** The size with bleed: the bleed box, which is the page unless the PDF sets one. */
  pdfSizeOff: (size: Sides, wanted: Sides) => words('pdfSizeOff', { width: size.width, height: size.height, wantedWidth: wanted.width, wantedHeight: wanted.height }),
  pdfNoBleed: (bleed: number) => words('pdfNoBleed', { bleed }),
  svgTooLargeToCheck: (bytes: number) => words('svgTooLargeToCheck', { megabytes: bytes / 1024 / 1024 }),
  svgTooComplexToCheck: (limit: number) => words('svgTooComplexToCheck', { limit }),
  pdfPageCount: (pages: number, expected: number) => words('pdfPageCount', { pages, expected }),
  pdfPageSizes: (pages: readonly number[], size: Sides, first: Sides) =>
    words('pdfPageSizes', { ...onPages(pages), width: size.width, height: size.height, firstWidth: first.width, firstHeight: first.height }),
  pdfNoTrimBox: (pages: readonly number[]) => words('pdfNoTrimBox', onPages(pages)),
  fontNotEmbedded: (font: string, pages: readonly number[]) => words('fontNotEmbedded', { font, ...onPages(pages) }),
  /** `space`: "RGB", "Lab" or "ICC-based RGB". */
  imageNotCmyk: (space: string, page: number) => words('imageNotCmyk', { space: SPACES[space] ?? 'rgb', page }),
  fillNotCmyk: (space: string, pages: readonly number[]) => words('fillNotCmyk', { space: SPACES[space] ?? 'rgb', ...onPages(pages) }),
  spotColour: (name: string, pages: readonly number[]) => words('spotColour', { name, ...onPages(pages) }),
  spotColourAllowed: (name: string, pages: readonly number[]) => words('spotColourAllowed', { name, ...onPages(pages) }),
  inkOver: (percent: number, page: number, limit: number) => words('inkOver', { percent, page, limit }),
  inkOverImage: (percent: number, limit: number) => words('inkOverImage', { percent, limit }),
  hairline: (widthPt: number, page: number) => words('hairline', { widthPt, page }),
  pdfx: (version: string, intent: string | null) => words('pdfx', { version, intent: intent ? 'named' : 'none', condition: intent ?? '' }),
  transparencyInPdfx1a: (pages: readonly number[]) => words('transparencyInPdfx1a', onPages(pages)),
  activeContent: (kind: 'javascript' | 'launch' | 'embeddedFiles' | 'formFields') => words('activeContent', { kind }),
  pdfImageTooLarge: (page: number, pixels: number, limit: number) => words('pdfImageTooLarge', { page, millions: millions(pixels), limitMillions: millions(limit) }),
  pageDamaged: (page: number) => words('pageDamaged', { page }),
  pageTooSlow: (page: number) => words('pageTooSlow', { page }),
  /** `found`: the format's name, or null for none artwork may be; `accepted`: the names of the formats taken. */
  formatNotAccepted: (found: string | null, accepted: readonly string[]) =>
    words('formatNotAccepted', { found: found ?? 'none', accepted: [...accepted], acceptedCount: accepted.length }),
  /** `limitBytes`: the most a file may be. */
  fileTooLarge: (limitBytes: number) => words('fileTooLarge', { limitBytes }),
  /** `limitBytes`: the artwork a company may keep in all. */
  quotaExceeded: (limitBytes: number) => words('quotaExceeded', { limitBytes }),
  /** The reasons, each once, and the limits the first two name. */
  svgRefused: (reasons: readonly SvgRefusal[], limits: { bytes: number; elements: number }) =>
    words('svgRefused', {
      ...Object.fromEntries(SVG_REFUSALS.map((reason) => [reason, reasons.includes(reason) ? 'yes' : 'no'])),
      sizeLimitBytes: limits.bytes,
      elementLimit: limits.elements,
    }),
} as const;
