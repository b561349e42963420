import type { Region } from './pdf-ink';
import type { PageStructure, PdfObjects } from './pdf-structure';
import { runTool } from './run-tool';

const STREAM_TIMEOUT_MS = 20_000;
/** A content stream larger than this decoded is not read here (Ghostscript's render reports it). */
const STREAM_MAX_BYTES = 32 * 1024 * 1024;
/** Forms within forms beyond this depth are not followed. */
const FORM_DEPTH_MAX = 12;

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** m × n: first m, then n (PDF's row-vector convention, ISO 32000-1, 8.3.4). */
const times = ([a, b, c, d, e, f]: Matrix, [g, h, i, j, k, l]: Matrix): Matrix => [a * g + b * i, a * h + b * j, c * g + d * i, c * h + d * j, e * g + f * i + k, e * h + f * j + l];
const apply = ([a, b, c, d, e, f]: Matrix, x: number, y: number): [number, number] => [a * x + c * y + e, b * x + d * y + f];
/** How much the matrix scales a length, on average over directions: a line width's size on the page. */
const scaleOf = ([a, b, c, d]: Matrix) => Math.sqrt(Math.abs(a * d - b * c));

/** What a page draws, in page space (points): each image's box in drawing order, and each stroke's width and box. */
export interface PageContent {
  images: Box[];
  strokes: { widthPt: number; box: Box }[];
  /** DeviceRGB set directly (rg, RG, or /DeviceRGB cs), which the resources do not show. */
  deviceRgb: boolean;
}
type Box = [number, number, number, number];

const boxOf = (points: [number, number][]): Box => {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
};

/**
 * The operators of a content stream, each with its operands, as ISO 32000-1, 7.8.2 lays them out:
 * numbers, names, strings, arrays and dictionaries as operands; an inline image's data skipped.
 */
function* operators(text: string): Generator<{ op: string; operands: string[] }> {
  let operands: string[] = [];
  let at = 0;
  const length = text.length;
  while (at < length) {
    const char = text[at]!;
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === '%') {
      while (at < length && text[at] !== '\n' && text[at] !== '\r') at += 1;
    } else if (char === '(') {
      let depth = 0;
      const start = at;
      for (; at < length; at += 1) {
        if (text[at] === '\\') at += 1;
        else if (text[at] === '(') depth += 1;
        else if (text[at] === ')' && --depth === 0) break;
      }
      at += 1;
      operands.push(text.slice(start, at));
    } else if (char === '<' && text[at + 1] !== '<') {
      const end = text.indexOf('>', at);
      operands.push(text.slice(at, end < 0 ? length : end + 1));
      at = end < 0 ? length : end + 1;
    } else if (char === '<' || char === '>' || char === '[' || char === ']' || char === '{' || char === '}') {
      operands.push(char);
      at += char === '<' || char === '>' ? 2 : 1;
    } else {
      const start = at;
      at += 1;
      while (at < length && !/[\s()<>[\]{}/%]/.test(text[at]!)) at += 1;
      const token = text.slice(start, at);
      if (char === '/' || /^[-+.\d]/.test(token)) {
        operands.push(token);
        continue;
      }
      if (token === 'ID') {
        // An inline image's data runs to "EI" standing alone.
        const end = text.slice(at).search(/\sEI(?=\s|$)/);
        at = end < 0 ? length : at + end + 3;
        yield { op: 'EI', operands };
      } else {
        yield { op: token, operands };
      }
      operands = [];
    }
  }
}

/** The decoded bytes of content streams, by qpdf, each in its own process. */
async function streamText(file: string, refs: readonly string[]): Promise<string> {
  const parts: string[] = [];
  for (const ref of refs) {
    const [id, generation] = ref.split(' ');
    const run = await runTool('qpdf', [`--show-object=${id},${generation}`, '--filtered-stream-data', file], { timeoutMs: STREAM_TIMEOUT_MS, maxBytes: STREAM_MAX_BYTES });
    if (!run.ok) return '';
    parts.push(run.stdout);
  }
  return parts.join('\n');
}

/**
 * What one page draws: the current transformation matrix is followed through q/Q/cm and into
 * forms, so that each image's place is its matrix at `Do` applied to the unit square, and each
 * stroke's width is its line width at the size it is drawn.
 */
export async function contentOfPage(file: string, page: PageStructure, objects: PdfObjects): Promise<PageContent> {
  const content: PageContent = { images: [], strokes: [], deviceRgb: false };
  const forms = new Set<string>();
  async function draw(text: string, resources: Record<string, unknown> | null, start: Matrix, depth: number) {
    const stack: { ctm: Matrix; lineWidth: number }[] = [];
    let state = { ctm: start, lineWidth: 1 };
    let path: [number, number][] = [];
    const numbers = (operands: string[]) => operands.map(Number);
    for (const { op, operands } of operators(text)) {
      if (op === 'q') stack.push({ ...state });
      else if (op === 'Q') state = stack.pop() ?? state;
      else if (op === 'cm' && operands.length === 6) state = { ...state, ctm: times(numbers(operands) as Matrix, state.ctm) };
      else if (op === 'w') state = { ...state, lineWidth: Number(operands[0]) || 0 };
      else if (op === 'rg' || op === 'RG' || ((op === 'cs' || op === 'CS') && operands[0] === '/DeviceRGB')) content.deviceRgb = true;
      else if (op === 'm' || op === 'l') path.push(apply(state.ctm, Number(operands[0]), Number(operands[1])));
      else if (op === 'c') path.push(apply(state.ctm, Number(operands[4]), Number(operands[5])));
      else if (op === 'v' || op === 'y') path.push(apply(state.ctm, Number(operands[2]), Number(operands[3])));
      else if (op === 're') {
        const [x, y, w, h] = numbers(operands) as [number, number, number, number];
        path.push(apply(state.ctm, x, y), apply(state.ctm, x + w, y + h));
      } else if (['S', 's', 'B', 'B*', 'b', 'b*', 'f', 'F', 'f*', 'n'].includes(op)) {
        if (['S', 's', 'B', 'B*', 'b', 'b*'].includes(op) && path.length > 0) content.strokes.push({ widthPt: state.lineWidth * scaleOf(state.ctm), box: boxOf(path) });
        path = [];
      } else if (op === 'EI') {
        content.images.push(boxOf([apply(state.ctm, 0, 0), apply(state.ctm, 1, 0), apply(state.ctm, 0, 1), apply(state.ctm, 1, 1)]));
      } else if (op === 'Do' && operands[0]) {
        const ref = objects.dict(resources?.['/XObject'])?.[operands[0]];
        const xobject = objects.dict(ref);
        if (xobject?.['/Subtype'] === '/Image') {
          content.images.push(boxOf([apply(state.ctm, 0, 0), apply(state.ctm, 1, 0), apply(state.ctm, 0, 1), apply(state.ctm, 1, 1)]));
        } else if (xobject?.['/Subtype'] === '/Form' && typeof ref === 'string' && depth < FORM_DEPTH_MAX && !forms.has(`${ref}@${state.ctm.join()}`)) {
          forms.add(`${ref}@${state.ctm.join()}`);
          const matrix = (objects.array(xobject['/Matrix'])?.map((value) => Number(objects.resolve(value))) ?? IDENTITY) as Matrix;
          await draw(await streamText(file, [ref]), objects.dict(xobject['/Resources']) ?? resources, times(matrix, state.ctm), depth + 1);
        }
      }
    }
  }
  await draw(await streamText(file, page.contents), page.resources, IDENTITY, 0);
  return content;
}

/** A box in page space as a region of the page as shown: fractions of its crop box, from the top left, turned by its rotation. */
export function regionOf([x0, y0, x1, y1]: Box, page: Pick<PageStructure, 'cropCorners' | 'rotation'>): Region {
  const [cx0, cy0, cx1, cy1] = page.cropCorners;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  const [u0, u1] = [clamp((x0 - cx0) / (cx1 - cx0)), clamp((x1 - cx0) / (cx1 - cx0))];
  const [v0, v1] = [clamp((cy1 - y1) / (cy1 - cy0)), clamp((cy1 - y0) / (cy1 - cy0))];
  const turn = ((page.rotation % 360) + 360) % 360;
  if (turn === 90) return { x: 1 - v1, y: u0, w: v1 - v0, h: u1 - u0 };
  if (turn === 180) return { x: 1 - u1, y: 1 - v1, w: u1 - u0, h: v1 - v0 };
  if (turn === 270) return { x: v0, y: 1 - u1, w: v1 - v0, h: u1 - u0 };
  return { x: u0, y: v0, w: u1 - u0, h: v1 - v0 };
}
