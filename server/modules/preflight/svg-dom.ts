import { JSDOM } from 'jsdom';
import { readFile, stat } from 'node:fs/promises';

/** An SVG is read whole into memory to be parsed: beyond this size it is refused. */
export const SVG_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A parsed element costs jsdom about 10 KB (50 000 simple shapes took 2 s and 600 MB to parse and
 * clean): beyond this many an SVG is refused before it is parsed. Print artwork has far fewer.
 */
export const SVG_MAX_ELEMENTS = 20_000;

/** One DOM window for every SVG the checks parse (jsdom's XML parser; no scripts, no network). */
export const { window } = new JSDOM('');

export type SvgProblem = 'tooLarge' | 'tooManyElements' | 'entities' | 'unparsable';

/**
 * An SVG file parsed as XML, or why it is not: too large, too many elements, XML entities (refused
 * before any parser sees them: no expansion, no external entity read), or not well-formed with an
 * <svg> root.
 */
export async function loadSvg(file: string): Promise<{ document: Document } | { problem: SvgProblem }> {
  if ((await stat(file)).size > SVG_MAX_BYTES) return { problem: 'tooLarge' };
  const text = await readFile(file, 'utf8');
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>]*\[/i.test(text)) return { problem: 'entities' };
  if ((text.match(/<[A-Za-z_]/g)?.length ?? 0) > SVG_MAX_ELEMENTS) return { problem: 'tooManyElements' };
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  if (document.getElementsByTagName('parsererror').length > 0 || document.documentElement.localName !== 'svg') return { problem: 'unparsable' };
  return { document };
}

/** Every node of a kind, in document order (a tree walker: jsdom's live collections are slow to list). */
export function nodesOf(document: Document, kind: 'elements' | 'cdata'): Node[] {
  const walker = document.createTreeWalker(document.documentElement, kind === 'elements' ? 0x1 : 0x8); // NodeFilter.SHOW_ELEMENT, SHOW_CDATA_SECTION
  const nodes: Node[] = kind === 'elements' ? [document.documentElement] : [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  return nodes;
}

/** CSS pixels (the SVG's user units) in one of each unit of length. */
const PX_PER_UNIT: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 };

/** An absolute length ("300", "300mm", "12.5in"); null for a percentage, "auto" or nonsense. */
function length(value: string | null): number | null {
  const found = /^\s*([\d.]+(?:e[+-]?\d+)?)\s*(px|pt|pc|mm|cm|in)?\s*$/i.exec(value ?? '');
  if (!found) return null;
  const parsed = Number.parseFloat(found[1]!) * PX_PER_UNIT[(found[2] ?? '').toLowerCase()]!;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

/** The drawing's size in CSS pixels (user units): its width and height, else its viewBox. */
export function svgSize(root: Element): { width: number; height: number } | null {
  const [width, height] = [length(root.getAttribute('width')), length(root.getAttribute('height'))];
  if (width !== null && height !== null) return { width, height };
  const viewBox = (root.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  const [, , boxWidth = 0, boxHeight = 0] = viewBox;
  return viewBox.length === 4 && boxWidth > 0 && boxHeight > 0 ? { width: boxWidth, height: boxHeight } : null;
}
