import createDOMPurify, { type Config } from 'dompurify';
import { writeFile } from 'node:fs/promises';
import { FINDING_WORDS, type FindingWords, type SvgRefusal } from '../../../src/api/contract';
import { loadSvg, nodesOf, SVG_MAX_BYTES, SVG_MAX_ELEMENTS, window } from './svg-dom';
import { PREFLIGHT_TEXTS } from './types';

const purify = createDOMPurify(window);

/** A refusal for these reasons, in words each reader reads in their language. */
const refused = (reasons: SvgRefusal[]) =>
  ({ ok: false, reasons, refusal: FINDING_WORDS.svgRefused(reasons, { bytes: SVG_MAX_BYTES, elements: SVG_MAX_ELEMENTS }) }) as const;

/**
 * What may be referred to: a part of the file itself (`#id`), or an embedded raster image. Not an
 * embedded SVG or HTML (`data:image/svg+xml`, `data:text/html`), which could carry scripts.
 */
const isLocalReference = (value: string) => /^\s*#/.test(value) || /^\s*data:image\/(png|jpe?g|gif|webp)[;,]/i.test(value);

/** CSS with its escapes read (`\75 rl(` is `url(`), so that none hides a reference. */
const unescapeCss = (css: string) =>
  css.replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd)).replace(/\\(.)/g, '$1');

/** Every `url(…)` in CSS or an attribute, and `@import`, must stay inside the file. */
function refersOutside(value: string): boolean {
  const css = unescapeCss(value);
  return /@import/i.test(css) || [...css.matchAll(/url\(\s*['"]?([^'")]*)/gi)].some((match) => !isLocalReference(match[1] ?? ''));
}

/** Why a parsed SVG is refused: anything that could run, or reach outside the file. */
function dangersIn(document: Document): SvgRefusal[] {
  const reasons = new Set<SvgRefusal>();
  for (const element of nodesOf(document, 'elements') as Element[]) {
    const name = element.localName.toLowerCase();
    if (name === 'script') reasons.add('script');
    if (name === 'foreignobject') reasons.add('foreignObject');
    if (name === 'style' && refersOutside(element.textContent ?? '')) reasons.add('external');
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.localName)) reasons.add('handlers');
      if (attribute.localName.toLowerCase() === 'href' && !isLocalReference(attribute.value)) reasons.add('external');
      if (refersOutside(attribute.value)) reasons.add('external');
    }
  }
  return [...reasons];
}

/**
 * DOMPurify's SVG profile, run on the document as parsed (as XML, so that what was checked is what
 * is cleaned). <use> is not in the profile because it can load other files; here every reference
 * has been checked to stay inside the file, so the artwork's reused shapes are kept.
 */
const PROFILE: Config & { IN_PLACE: true } = { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], IN_PLACE: true };

/** DOMPurify drops CDATA sections (and a <style> in one, as editors write it): they become plain text first. */
function cdataToText(document: Document) {
  for (const section of nodesOf(document, 'cdata')) section.parentNode?.replaceChild(document.createTextNode(section.textContent ?? ''), section);
}

/** What DOMPurify took out, in words (not comments: they are harmless and say nothing). */
function removedByPurify(): string[] {
  const removed = new Set<string>();
  for (const item of purify.removed as { element?: Node; attribute?: Attr | null }[]) {
    if (item.attribute) removed.add(PREFLIGHT_TEXTS.svgRemovedAttribute(item.attribute.name));
    else if (item.element && !item.element.nodeName.startsWith('#')) removed.add(PREFLIGHT_TEXTS.svgRemovedElement(item.element.nodeName));
  }
  return [...removed];
}

/**
 * Cleans an SVG in place with DOMPurify's SVG profile, or refuses it with reasons. Anything that
 * could run or reach outside the file (scripts, event handlers, embedded HTML, entities, external
 * references) refuses it: artwork never needs them. Harmless noise (editor metadata, animation)
 * is removed and listed. The cleaned file is written as XML, so that it stays well-formed.
 */
export async function sanitiseSvg(file: string): Promise<{ ok: true; removed: string[] } | { ok: false; reasons: SvgRefusal[]; refusal: FindingWords }> {
  const loaded = await loadSvg(file);
  if ('problem' in loaded) return refused([loaded.problem]);
  const { document } = loaded;
  const reasons = dangersIn(document);
  if (reasons.length > 0) return refused(reasons);
  try {
    cdataToText(document);
    purify.sanitize(document.documentElement, PROFILE);
    const removed = removedByPurify();
    await writeFile(file, `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(document.documentElement)}\n`);
    return { ok: true, removed };
  } catch {
    // A root DOMPurify will not keep, or a tree the serialiser cannot cope with, is refused too.
    return refused(['unparsable']);
  }
}
