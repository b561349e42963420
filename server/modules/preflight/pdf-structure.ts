import { type Box, type Corners, pageBoxes } from './pdf-boxes';
import { runTool } from './run-tool';

const QPDF_TIMEOUT_MS = 30_000;

/** qpdf's JSON (version 2) of a PDF's objects, without stream data: every dictionary, nothing decoded. */
interface QpdfJson {
  pages: { object: string; pageposfrom1: number; contents?: string[] }[];
  attachments?: Record<string, unknown>;
  acroform?: { fields?: unknown[] };
  encrypt?: { encrypted?: boolean };
  qpdf: [unknown, Record<string, { value?: unknown; stream?: { dict: Record<string, unknown> } }>];
}

export type Dict = Record<string, unknown>;

export interface PageStructure {
  page: number;
  rotation: number;
  /** The crop box's corners in points: places on the page are fractions of it. */
  cropCorners: Corners;
  /** As shown, in mm. */
  size: Box;
  trim: Box;
  bleed: Box;
  /** Whether the file itself sets a trim box (or an art box, PDF/X's other finished size). */
  hasTrimBox: boolean;
  hasBleedBox: boolean;
  /** Spot colours (Separation, DeviceN) its content can paint with. */
  spots: string[];
  /** Colour spaces other than CMYK, grey and spot that its text and shapes can paint with ("RGB", "Lab"). */
  fillSpaces: string[];
  transparency: boolean;
  /** Its content streams (object references, "5 0 R") and resources, for reading what it draws. */
  contents: string[];
  resources: Dict | null;
}

/** Looks up the file's objects by reference: what the content reader needs to follow forms. */
export interface PdfObjects {
  dict: (value: unknown) => Dict | null;
  array: (value: unknown) => unknown[] | null;
  resolve: (value: unknown) => unknown;
}

export interface PdfStructure {
  objects: PdfObjects;
  pages: PageStructure[];
  pdfx: string | null;
  outputIntent: string | null;
  /** ACTIVE_CONTENT kinds found anywhere in the file. */
  active: ('javascript' | 'launch' | 'embeddedFiles' | 'formFields')[];
}

const REF = /^\d+ \d+ R$/;
/** Names that are process colours or none at all, not spot colours (ISO 32000-1, 8.6.6.4–5). */
const NOT_SPOTS = new Set(['Cyan', 'Magenta', 'Yellow', 'Black', 'None', 'All']);

/** A qpdf JSON string: "u:text" (text string), "b:hex" (binary), "/Name" or a plain value. */
function textOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.startsWith('u:')) return value.slice(2);
  if (value.startsWith('b:')) return Buffer.from(value.slice(2), 'hex').toString('latin1');
  return value.startsWith('/') ? value.slice(1) : value;
}

/** Reads the structure of a PDF that qpdf has printed as JSON. */
export function structureOf(json: QpdfJson): PdfStructure {
  const objects = json.qpdf[1];
  const resolve = (value: unknown, depth = 0): unknown => {
    if (typeof value !== 'string' || !REF.test(value) || depth > 32) return value;
    const object = objects[`obj:${value}`];
    return resolve(object?.value ?? object?.stream?.dict, depth + 1);
  };
  const dict = (value: unknown): Dict | null => {
    const resolved = resolve(value);
    return resolved && typeof resolved === 'object' && !Array.isArray(resolved) ? (resolved as Dict) : null;
  };
  const array = (value: unknown): unknown[] | null => {
    const resolved = resolve(value);
    return Array.isArray(resolved) ? resolved : null;
  };
  const corners = (value: unknown): Corners | undefined => {
    const numbers = array(value)?.map((entry) => resolve(entry));
    return numbers?.length === 4 && numbers.every((entry) => typeof entry === 'number') ? (numbers as unknown as Corners) : undefined;
  };
  const inherited = (page: Dict, key: string): unknown => {
    for (let node: Dict | null = page, depth = 0; node && depth < 64; node = dict(node['/Parent']), depth += 1) {
      if (node[key] !== undefined) return node[key];
    }
    return undefined;
  };

  /** The spot colour names and other-than-CMYK kinds of one colour space. */
  function classify(space: unknown, into: { spots: Set<string>; fills: Set<string> }, depth = 0) {
    const resolved = resolve(space);
    if (depth > 8) return;
    if (typeof resolved === 'string') {
      if (resolved === '/DeviceRGB') into.fills.add('RGB');
      return;
    }
    const [family, ...rest] = array(resolved) ?? [];
    if (family === '/Separation') {
      const name = textOf(rest[0]);
      if (name && !NOT_SPOTS.has(name)) into.spots.add(name);
    } else if (family === '/DeviceN') {
      for (const name of (array(rest[0]) ?? []).map(textOf)) if (name && !NOT_SPOTS.has(name)) into.spots.add(name);
    } else if (family === '/Indexed' || family === '/Pattern') {
      if (rest[0] !== undefined) classify(rest[0], into, depth + 1);
    } else if (family === '/CalRGB') {
      into.fills.add('RGB');
    } else if (family === '/Lab') {
      into.fills.add('Lab');
    } else if (family === '/ICCBased' && dict(rest[0])?.['/N'] === 3) {
      into.fills.add('ICC-based RGB');
    }
  }

  const isTransparentState = (state: Dict | null) => {
    if (!state) return false;
    const alpha = (key: string) => typeof resolve(state[key]) === 'number' && (resolve(state[key]) as number) < 1;
    const mask = resolve(state['/SMask']);
    const blend = resolve(state['/BM']);
    return alpha('/CA') || alpha('/ca') || (mask !== undefined && mask !== '/None') || (blend !== undefined && blend !== '/Normal' && blend !== '/Compatible');
  };
  const isTransparencyGroup = (holder: Dict | null) => resolve(dict(holder?.['/Group'])?.['/S']) === '/Transparency';

  /** What a page's resources (and its forms', patterns' and shadings') can paint with. */
  function walkResources(resources: Dict | null, found: { spots: Set<string>; fills: Set<string>; images: Set<string>; transparency: boolean }, seen: Set<Dict>) {
    if (!resources || seen.has(resources)) return;
    seen.add(resources);
    const entries = (key: string) => Object.values(dict(resources[key]) ?? {});
    for (const space of entries('/ColorSpace')) classify(space, found);
    for (const shading of entries('/Shading')) classify(dict(shading)?.['/ColorSpace'], found);
    for (const state of entries('/ExtGState')) if (isTransparentState(dict(state))) found.transparency = true;
    for (const pattern of entries('/Pattern')) {
      const patternDict = dict(pattern);
      classify(dict(patternDict?.['/Shading'])?.['/ColorSpace'], found);
      walkResources(dict(patternDict?.['/Resources']), found, seen);
    }
    for (const object of entries('/XObject')) {
      const xobject = dict(object);
      if (!xobject) continue;
      if (xobject['/Subtype'] === '/Image') {
        // Images' RGB is reported per image from pdfimages; here only their spots and soft masks.
        classify(xobject['/ColorSpace'], { spots: found.spots, fills: found.images });
        if (xobject['/SMask'] !== undefined) found.transparency = true;
      } else {
        if (isTransparencyGroup(xobject)) found.transparency = true;
        walkResources(dict(xobject['/Resources']), found, seen);
      }
    }
  }

  const pages = json.pages.map(({ object, pageposfrom1, contents }): PageStructure => {
    const page = dict(object) ?? {};
    const media = corners(inherited(page, '/MediaBox')) ?? [0, 0, 612, 792];
    const trimBox = corners(page['/TrimBox']) ?? corners(page['/ArtBox']);
    const bleedBox = corners(page['/BleedBox']);
    const rotation = Number(resolve(inherited(page, '/Rotate')) ?? 0) || 0;
    const boxes = pageBoxes({ media, crop: corners(inherited(page, '/CropBox')), trim: trimBox, bleed: bleedBox }, rotation);
    const found = { spots: new Set<string>(), fills: new Set<string>(), images: new Set<string>(), transparency: isTransparencyGroup(page) };
    const resources = dict(inherited(page, '/Resources'));
    walkResources(resources, found, new Set());
    return {
      page: pageposfrom1,
      rotation,
      cropCorners: boxes.cropCorners,
      size: boxes.page,
      trim: boxes.trim,
      bleed: boxes.bleed,
      hasTrimBox: trimBox !== undefined,
      hasBleedBox: bleedBox !== undefined,
      spots: [...found.spots],
      fillSpaces: [...found.fills],
      transparency: found.transparency,
      contents: contents ?? [],
      resources,
    };
  });

  const trailer = dict(objects.trailer?.value) ?? {};
  const catalog = dict(trailer['/Root']) ?? {};
  const info = dict(trailer['/Info']) ?? {};
  const intents = (array(catalog['/OutputIntents']) ?? []).map(dict).filter((intent): intent is Dict => intent !== null);
  const intent = intents.find((candidate) => candidate['/S'] === '/GTS_PDFX') ?? intents[0];
  const condition = intent ? (textOf(resolve(intent['/OutputConditionIdentifier'])) ?? textOf(resolve(intent['/Info']))) : null;

  const active = new Set<PdfStructure['active'][number]>();
  /** Actions and file specifications sit in any dictionary, nested or not (an /OpenAction is often direct). */
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 64) return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
    const entry = value as Dict;
    if (entry['/S'] === '/JavaScript' || entry['/JS'] !== undefined) active.add('javascript');
    if (entry['/S'] === '/Launch') active.add('launch');
    if (entry['/Type'] === '/EmbeddedFile' || (entry['/Type'] === '/Filespec' && entry['/EF'] !== undefined)) active.add('embeddedFiles');
    for (const inner of Object.values(entry)) visit(inner, depth + 1);
  };
  for (const { value, stream } of Object.values(objects)) visit(value ?? stream?.dict, 0);
  if (dict(catalog['/Names'])?.['/JavaScript'] !== undefined) active.add('javascript');
  if (Object.keys(json.attachments ?? {}).length > 0) active.add('embeddedFiles');
  if ((json.acroform?.fields?.length ?? 0) > 0 || (array(dict(catalog['/AcroForm'])?.['/Fields'])?.length ?? 0) > 0) active.add('formFields');

  return { objects: { dict, array, resolve }, pages, pdfx: textOf(resolve(info['/GTS_PDFXVersion'])), outputIntent: condition, active: [...active] };
}

export type StructureReading = { structure: PdfStructure } | { refused: 'encrypted' | 'unreadable' };

/** The whole file's structure by qpdf, in its own process: its dictionaries only, no stream decoded. */
export async function readStructure(file: string): Promise<StructureReading> {
  const run = await runTool('qpdf', ['--json', '--json-stream-data=none', file], { timeoutMs: QPDF_TIMEOUT_MS, maxBytes: 256 * 1024 * 1024 });
  // qpdf exits 3 when it read the file with warnings (a repaired cross-reference table, say).
  if (!run.stdout.startsWith('{')) return { refused: /password|encrypt/i.test(run.stderr) ? 'encrypted' : 'unreadable' };
  try {
    const json = JSON.parse(run.stdout) as QpdfJson;
    if (json.encrypt?.encrypted) return { refused: 'encrypted' };
    return { structure: structureOf(json) };
  } catch {
    return { refused: 'unreadable' };
  }
}
