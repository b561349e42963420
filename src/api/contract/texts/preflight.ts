/** The file check's findings, in the plain words a company and a reviewer read. */
export const PREFLIGHT_TEXTS = {
  unreadable: 'The file could not be read. It may be damaged or incomplete.',
  damaged: 'The file is damaged or incomplete: its image data ends early or is corrupt.',
  tooManyPixels: (pixels: number, limit: number) =>
    `The image is too large to check (${Math.round(pixels / 1e6)} million pixels); the limit is ${Math.round(limit / 1e6)} million.`,
  pixelSize: (width: number, height: number) => `${width} × ${height} pixels.`,
  /** `side` is the printed side whose pixels are fewer for their length ("wide" unless it is the height). */
  lowDpi: (dpi: number, mm: number, needs: number, side: 'wide' | 'high' = 'wide') => `${dpi} dpi at ${mm} mm ${side}; needs ${needs}.`,
  dpiOk: (dpi: number, mm: number, side: 'wide' | 'high' = 'wide') => `${dpi} dpi at ${mm} mm ${side}.`,
  aspectOff: (file: string, printed: string) => `The artwork is ${file} but the printed size with bleed is ${printed}: it would be stretched or cropped.`,
  aspectSlightlyOff: (file: string, printed: string) => `The artwork is ${file} and the printed size with bleed is ${printed}: a little will be cropped.`,
  /** A raster's colour as print tools name it: mode, bits per sample and embedded ICC profile. */
  colourDescription: (mode: string, bits: number, profile: string | null | undefined) =>
    `${mode}, ${bits}-bit, ${profile === undefined ? 'no colour profile' : profile === null ? 'a colour profile without a name' : `colour profile “${profile}”`}`,
  colour: (description: string) => `Colour: ${description}.`,
  colourExpected: (expected: string, found: string) => `${expected} is expected; this file is ${found}.`,
  /** Only when some pixel is not fully opaque; an alpha channel that is opaque everywhere is no finding. */
  transparency: 'Some pixels are transparent or partly transparent. Print has no transparent ink: check the image looks right on white.',
  /** How the file's EXIF orientation turns it: "90° clockwise", "180°", "mirrored" … */
  orientation: (turn: string) => `Its EXIF orientation turns it ${turn} for display; the sizes here are as turned.`,
  pdfEncrypted: 'The PDF is password-protected. Upload it without a password.',
  /** The check reads the first page only; the whole file goes to the printer. */
  pages: (format: 'PDF' | 'TIFF', pages: number) => `The ${format} has ${pages} pages; one page is expected. Only the first page was checked.`,
  pdfPageSize: (width: number, height: number) => `The first page is ${width} × ${height} mm.`,
  /** A PDF page's trim box (the finished size) and bleed box, named when they differ from the page. */
  pdfTrimBox: (width: number, height: number) => `Its trim box (the finished size) is ${width} × ${height} mm.`,
  pdfBleedBox: (width: number, height: number) => `Its bleed box is ${width} × ${height} mm.`,
  /** The size with bleed: the bleed box, which is the page unless the PDF sets one. */
  pdfSizeOff: (width: number, height: number, wanted: string) => `The page measures ${width} × ${height} mm with its bleed; it should be ${wanted}.`,
  pdfNoBleed: (bleed: number) => `The page has the printed size but no ${bleed} mm bleed around it.`,
  svgText: 'Text in the SVG is not converted to outlines: fonts may be missing at the printer.',
  svgTooLarge: (limit: string) => `it is larger than ${limit}, the most an SVG may be`,
  svgTooLargeToCheck: (limit: string) => `The SVG is too large to check; an SVG can be at most ${limit}.`,
  svgTooManyElements: (limit: string) => `it has more than ${limit} elements, too many to check`,
  svgTooComplexToCheck: (limit: string) => `The SVG has more than ${limit} elements, too many to check.`,
  svgNoSize: 'The SVG has no width, height or viewBox, so its proportions are unknown.',
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
} as const;
