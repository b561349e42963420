/** "page 3", "pages 1, 2 and 5". */
const pagesText = (pages: readonly number[]) =>
  pages.length === 1 ? `page ${pages[0]}` : `pages ${pages.slice(0, -1).join(', ')} and ${pages[pages.length - 1]}`;

/**
 * "needs at least 2551 × 3579 px (300 dpi)"; when a viewing distance sets it, the rule is named.
 * `unit`: dpi for a raster file, ppi for an image placed in a PDF.
 */
const resolutionNeeded = (dpi: number, distanceM: number | null, widthPx: number, heightPx: number, unit: 'dpi' | 'ppi' = 'dpi') =>
  `needs at least ${widthPx} × ${heightPx} px (${dpi} ${unit}${distanceM === null ? '' : `, so that from ${distanceM} m each pixel is at most one arc-minute of sight, the eye’s limit`})`;

/** The file check's findings, in the plain words a company and a reviewer read. */
export const PREFLIGHT_TEXTS = {
  pagesText,
  unreadable: 'The file could not be read. It may be damaged or incomplete: export or save it again and upload the new file.',
  damaged: 'The file is damaged or incomplete: its image data ends early or is corrupt. Export or save it again and upload the new file.',
  tooManyPixels: (pixels: number, limit: number) =>
    `The image is too large to check (${Math.round(pixels / 1e6)} million pixels); the limit is ${Math.round(limit / 1e6)} million. Scale it down to the printed size at the resolution asked for.`,
  pixelSize: (width: number, height: number) => `${width} × ${height} pixels.`,
  /**
   * What a resolution needs, in pixels and dpi: "needs at least 2551 × 3579 px (300 dpi)", naming
   * the rule when the viewing distance sets it (src/api/contract/print-resolution.ts).
   */
  resolutionNeeded,
  /** `side` is the printed side whose pixels are fewer for their length ("wide" unless it is the height); `needed` is resolutionNeeded's. */
  lowDpi: (dpi: number, mm: number, side: 'wide' | 'high', needed: string) =>
    `${dpi} dpi at ${mm} mm ${side}; ${needed}, so it will print soft. Use a larger original, not this one enlarged.`,
  dpiOk: (dpi: number, mm: number, side: 'wide' | 'high' = 'wide', needed: string | null = null) => `${dpi} dpi at ${mm} mm ${side}${needed ? `; the print ${needed}` : ''}.`,
  aspectOff: (file: string, printed: string) =>
    `The artwork is ${file} but the printed size with bleed is ${printed}: it would be stretched or cropped. Set the artwork to the printed size with bleed and export it again.`,
  aspectSlightlyOff: (file: string, printed: string) =>
    `The artwork is ${file} and the printed size with bleed is ${printed}: a little will be cropped. Keep text and logos clear of the edges, or set the artwork to the printed size.`,
  /** A raster's colour as print tools name it: mode, bits per sample and embedded ICC profile. */
  colourDescription: (mode: string, bits: number, profile: string | null | undefined) =>
    `${mode}, ${bits}-bit, ${profile === undefined ? 'no colour profile' : profile === null ? 'a colour profile without a name' : `colour profile “${profile}”`}`,
  colour: (description: string) => `Colour: ${description}.`,
  colourExpected: (expected: string, found: string) => `${expected} is expected; this file is ${found}. Convert it to ${expected} before you upload it.`,
  /** Only when some pixel is not fully opaque; an alpha channel that is opaque everywhere is no finding. */
  transparency: 'Some pixels are transparent or partly transparent. Print has no transparent ink: check the image looks right on white.',
  /** How the file's EXIF orientation turns it: "90° clockwise", "180°", "mirrored" … */
  orientation: (turn: string) => `Its EXIF orientation turns it ${turn} for display; the sizes here are as turned.`,
  pdfEncrypted: 'The PDF is password-protected. Upload it without a password.',
  /** The check reads the first page only; the whole file goes to the printer. */
  pages: (format: 'PDF' | 'TIFF', pages: number) =>
    `The ${format} has ${pages} pages; one page is expected. Only the first page was checked: upload a file with the one page to print.`,
  pdfPageSize: (width: number, height: number) => `The first page is ${width} × ${height} mm.`,
  /** A PDF page's trim box (the finished size) and bleed box, named when they differ from the page. */
  pdfTrimBox: (width: number, height: number) => `Its trim box (the finished size) is ${width} × ${height} mm.`,
  pdfBleedBox: (width: number, height: number) => `Its bleed box is ${width} × ${height} mm.`,
  /** The size with bleed: the bleed box, which is the page unless the PDF sets one. */
  pdfSizeOff: (width: number, height: number, wanted: string) =>
    `The page measures ${width} × ${height} mm with its bleed; it should be ${wanted}. Set the document to that size and export it again.`,
  pdfNoBleed: (bleed: number) =>
    `The page has the printed size but no ${bleed} mm bleed around it. Extend the background ${bleed} mm past the trim and export with bleed.`,
  svgText: 'Text in the SVG is not converted to outlines: fonts may be missing at the printer. Convert the text to outlines (paths) and export again.',
  svgTooLarge: (limit: string) => `it is larger than ${limit}, the most an SVG may be`,
  svgTooLargeToCheck: (limit: string) => `The SVG is too large to check; an SVG can be at most ${limit}. Simplify it, or upload it as a PDF.`,
  svgTooManyElements: (limit: string) => `it has more than ${limit} elements, too many to check`,
  svgTooComplexToCheck: (limit: string) => `The SVG has more than ${limit} elements, too many to check. Simplify it, or upload it as a PDF.`,
  svgNoSize: 'The SVG has no width, height or viewBox, so its proportions are unknown. Export it with its size set.',
  svgScript: 'it contains scripts',
  svgHandlers: 'it contains event handlers (onload, onclick …)',
  svgForeignObject: 'it embeds HTML (foreignObject)',
  svgEntities: 'it declares XML entities',
  svgExternal: 'it refers to files outside itself',
  svgUnparsable: 'it is not well-formed SVG',
  /** What cleaning an SVG took out that the artwork does not need (editor data, animation). */
  svgRemovedElement: (name: string) => `the <${name}> element`,
  svgRemovedAttribute: (name: string) => `the ${name} attribute`,
  thumbnailMissing: 'No preview could be made of this file.',
  /* Inside a PDF, on every page: each message says what is wrong and what to do. */
  pdfPageCount: (pages: number, expected: number) =>
    `The PDF has ${pages} ${pages === 1 ? 'page' : 'pages'}; ${expected} ${expected === 1 ? 'is' : 'are'} expected. Upload the file with exactly the pages ordered.`,
  pdfPageSizes: (pages: readonly number[], width: number, height: number, first: string) =>
    `${pagesText(pages)[0]!.toUpperCase()}${pagesText(pages).slice(1)} ${pages.length === 1 ? 'is' : 'are'} ${width} × ${height} mm but page 1 is ${first}. Give every page the same size.`,
  pdfNoTrimBox: (pages: readonly number[]) =>
    `No trim box on ${pagesText(pages)}: the finished size has to be guessed. Export with the trim box set (PDF/X does this) or with crop marks and bleed.`,
  pdfBleedShort: (pages: readonly number[], bleed: number) =>
    `The bleed on ${pagesText(pages)} does not reach ${bleed} mm round the trim. Extend the background ${bleed} mm past the trim and export with bleed.`,
  fontNotEmbedded: (font: string, pages: readonly number[]) =>
    `${font} is not embedded (${pagesText(pages)}). Export with fonts embedded; PDF/X-4 does this.`,
  /** `needed` is resolutionNeeded's, for the image at its printed size. */
  imageLowPpi: (page: number, ppi: number, needed: string) =>
    `Image on page ${page}: ${ppi} ppi at the printed size; ${needed}. Use a larger original or place the image smaller.`,
  /** `space`: "RGB", "Lab" or "ICC-based RGB". */
  imageNotCmyk: (space: string, page: number) =>
    `${space} image on page ${page} in a CMYK job: its colours will shift when the printer converts it. Convert it to CMYK with the printer's profile, or export as PDF/X-1a.`,
  fillNotCmyk: (space: string, pages: readonly number[]) =>
    `${space} colour in text or shapes on ${pagesText(pages)} in a CMYK job. Set those colours in CMYK, or export as PDF/X-1a.`,
  spotColour: (name: string, pages: readonly number[]) =>
    `Spot colour “${name}” on ${pagesText(pages)}, but this job has no spot colours. Convert it to CMYK (process colour) when you export.`,
  spotColourAllowed: (name: string, pages: readonly number[]) => `Spot colour “${name}” on ${pagesText(pages)}.`,
  inkOver: (percent: number, page: number, limit: number) =>
    `Ink reaches ${percent} % on page ${page}; the limit is ${limit} %. Reduce the darkest colours to at most ${limit} % in total (a rich black of 60/40/40/100 is 240 %).`,
  inkOverImage: (percent: number, limit: number) =>
    `Ink reaches ${percent} % in the image; the limit is ${limit} %. Convert it with the printer's CMYK profile, which keeps the darkest colours within the limit.`,
  hairline: (widthPt: number, page: number) =>
    `A line on page ${page} is ${widthPt} pt wide at the printed size and may vanish in print. Make lines at least 0.25 pt.`,
  pdfx: (version: string, intent: string | null) => `${version}${intent ? `, printing condition ${intent}` : ', with no output intent'}.`,
  transparencyInPdfx1a: (pages: readonly number[]) =>
    `Transparency on ${pagesText(pages)} in a PDF/X-1a file, which forbids it. Flatten transparency, or export as PDF/X-4.`,
  /** `what`: one of ACTIVE_CONTENT's words. */
  activeContent: (what: string) => `The PDF contains ${what}, which a print file has no use for (PDF/X forbids it). Export as PDF/X-4 or print to PDF again without it.`,
  activeContentKinds: { javascript: 'JavaScript', launch: 'an action that launches a program', embeddedFiles: 'embedded files', formFields: 'form fields' },
  pdfImageTooLarge: (page: number, pixels: number, limit: number) =>
    `An image on page ${page} has ${Math.round(pixels / 1e6)} million pixels, more than the ${Math.round(limit / 1e6)} million a print needs: the file may be built to overload the printer. Place a smaller image.`,
  pageDamaged: (page: number) => `Page ${page} cannot be rendered: its content or image data is damaged or cut short. Export the PDF again.`,
  pageTooSlow: (page: number) => `Page ${page} could not be checked in time: its content is too large or never ends. Export the PDF again, flattening or simplifying it.`,
} as const;

/** A placed finding's number, as the canvas, its list and the proof report show it. */
const findingLabel = (number: number) => `F${number}`;
const findingPage = (page: number) => `page ${page}`;

/** The file check's findings drawn over the artwork as a layer of their own, with their list beside it. */
export const FINDINGS_LAYER_TEXTS = {
  findingLabel,
  toggle: (count: number) => `File check findings on the artwork (${count})`,
  listLabel: (count: number) => `File check findings with a place (${count})`,
  /** A finding in the list is a button named by what it shows: its number, words and (on a PDF) page. */
  findingName: (number: number, message: string, page: number | null) => `${findingLabel(number)} ${message}${page === null ? '' : ` ${findingPage(page)}`}`,
  showHint: 'Choosing a finding shows its place on the artwork.',
  onPage: findingPage,
  hidden: 'The findings are hidden on the artwork.',
} as const;

/** The proof report's findings section: each placed finding with its number, its words and a crop of its place. */
export const PROOF_REPORT_FINDING_TEXTS = {
  title: 'File check findings on the artwork',
  heading: (number: number, page: number | null) => `${findingLabel(number)}${page === null ? '' : `, page ${page}`}`,
  noCrop: 'No picture of this place could be made.',
} as const;
