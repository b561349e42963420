import createDOMPurify, { type Config } from 'dompurify';
import { writeFile } from 'node:fs/promises';
import { formatBytes } from '../../../../src/api/contract';
import { parseSvg, readSvgText, SVG_MAX_BYTES, window } from './svg-dom';
import { PREFLIGHT_TEXTS } from './types';

const purify = createDOMPurify(window);

/**
 * What may be referred to: a part of the file itself (`#id`), or an embedded raster image. Not an
 * embedded SVG or HTML (`data:image/svg+xml`, `data:text/html`), which could carry scripts.
 */
const isLocalReference = (value: string) => /^\s*#/.test(value) || /^\s*data:image\/(png|jpe?g|gif|webp)[;,]/i.test(value);

/** Every `url(…)` in CSS or an attribute, and `@import`, must stay inside the file. */
const refersOutside = (css: string) => /@import/i.test(css) || [...css.matchAll(/url\(\s*['"]?([^'")]*)/gi)].some((match) => !isLocalReference(match[1] ?? ''));

/** Why a parsed SVG is refused: anything that could run, or reach outside the file. */
function dangersIn(document: Document): Set<string> {
  const reasons = new Set<string>();
  for (const element of Array.from(document.getElementsByTagName('*'))) {
    const name = element.localName.toLowerCase();
    if (name === 'script') reasons.add(PREFLIGHT_TEXTS.svgScript);
    if (name === 'foreignobject') reasons.add(PREFLIGHT_TEXTS.svgForeignObject);
    if (name === 'style' && refersOutside(element.textContent ?? '')) reasons.add(PREFLIGHT_TEXTS.svgExternal);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.localName)) reasons.add(PREFLIGHT_TEXTS.svgHandlers);
      if (attribute.localName.toLowerCase() === 'href' && !isLocalReference(attribute.value)) reasons.add(PREFLIGHT_TEXTS.svgExternal);
      if (refersOutside(attribute.value)) reasons.add(PREFLIGHT_TEXTS.svgExternal);
    }
  }
  return reasons;
}

// <use> is not in DOMPurify's SVG profile because it can load other files; here every reference
// has been checked to stay inside the file, so the artwork's reused shapes are kept.
const PROFILE: Config & { RETURN_DOM_FRAGMENT: true } = { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], RETURN_DOM_FRAGMENT: true };

/** What DOMPurify took out, in words (not comments, nor its own wrapper element, which is not part of the file). */
function removedByPurify(): string[] {
  const removed = new Set<string>();
  for (const item of purify.removed as { element?: Element; attribute?: Attr | null }[]) {
    if (item.attribute) removed.add(PREFLIGHT_TEXTS.svgRemovedAttribute(item.attribute.name));
    else if (item.element && !/^(#|body$)/i.test(item.element.nodeName)) removed.add(PREFLIGHT_TEXTS.svgRemovedElement(item.element.nodeName));
  }
  return [...removed];
}

/**
 * Cleans an SVG in place with DOMPurify's SVG profile, or refuses it with reasons. Anything that
 * could run or reach outside the file (scripts, event handlers, embedded HTML, entities, external
 * references) refuses it: artwork never needs them. Harmless noise (editor metadata, animation)
 * is removed and listed. The cleaned file is written as XML, so that it stays well-formed.
 */
export async function sanitiseSvg(file: string): Promise<{ ok: true; removed: string[] } | { ok: false; reasons: string[] }> {
  const source = await readSvgText(file);
  if (source === null) return { ok: false, reasons: [PREFLIGHT_TEXTS.svgTooLarge(formatBytes(SVG_MAX_BYTES))] };
  // Entities are refused before any parser sees them (no expansion, no external entity read).
  if (/<!ENTITY/i.test(source) || /<!DOCTYPE[^>]*\[/i.test(source)) return { ok: false, reasons: [PREFLIGHT_TEXTS.svgEntities] };
  try {
    const parsed = parseSvg(source);
    if (!parsed) return { ok: false, reasons: [PREFLIGHT_TEXTS.svgUnparsable] };
    const reasons = dangersIn(parsed);
    if (reasons.size > 0) return { ok: false, reasons: [...reasons] };

    const clean = purify.sanitize(source, PROFILE).firstElementChild;
    if (clean?.localName !== 'svg') return { ok: false, reasons: [PREFLIGHT_TEXTS.svgUnparsable] };
    const removed = removedByPurify();
    await writeFile(file, `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(clean)}\n`);
    return { ok: true, removed };
  } catch {
    // A file the parser or the serialiser cannot cope with (absurd nesting, say) is refused too.
    return { ok: false, reasons: [PREFLIGHT_TEXTS.svgUnparsable] };
  }
}
