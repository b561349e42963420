import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { formatBytes } from '../../../../src/api/contract';
import { aspectFinding } from './geometry';
import { type CheckResult, PREFLIGHT_TEXTS, type PrintSpec } from './types';

export const SVG_MAX_BYTES = 10 * 1024 * 1024;

const { window } = new JSDOM('');
const purify = createDOMPurify(window);

/** A reference inside the file itself, or an embedded raster image. */
const isLocalReference = (value: string) => /^\s*#/.test(value) || /^\s*data:image\/(png|jpe?g|gif|webp);/i.test(value);

/**
 * Cleans an SVG in place with DOMPurify's SVG profile, or refuses it with reasons. Anything
 * that could run or reach outside the file (scripts, event handlers, embedded HTML, entities,
 * external references) refuses it: artwork never needs them. Harmless noise is just removed.
 */
export async function sanitiseSvg(file: string): Promise<{ ok: true } | { ok: false; reasons: string[] }> {
  if ((await stat(file)).size > SVG_MAX_BYTES) return { ok: false, reasons: [PREFLIGHT_TEXTS.svgTooLarge(formatBytes(SVG_MAX_BYTES))] };
  const source = await readFile(file, 'utf8');
  const reasons = new Set<string>();
  if (/<!ENTITY/i.test(source) || /<!DOCTYPE[^>]*\[/i.test(source)) reasons.add(PREFLIGHT_TEXTS.svgEntities);

  const parsed = new window.DOMParser().parseFromString(source, 'image/svg+xml');
  if (parsed.getElementsByTagName('parsererror').length > 0 || parsed.documentElement.nodeName !== 'svg') {
    return { ok: false, reasons: [...reasons, PREFLIGHT_TEXTS.svgUnparsable] };
  }
  for (const element of Array.from(parsed.getElementsByTagName('*'))) {
    const name = element.localName.toLowerCase();
    if (name === 'script') reasons.add(PREFLIGHT_TEXTS.svgScript);
    if (name === 'foreignobject') reasons.add(PREFLIGHT_TEXTS.svgForeignObject);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) reasons.add(PREFLIGHT_TEXTS.svgHandlers);
      if (/(^|:)href$/i.test(attribute.name) && !isLocalReference(attribute.value)) reasons.add(PREFLIGHT_TEXTS.svgExternal);
      if (/url\(\s*['"]?(?!#|data:)/i.test(attribute.value)) reasons.add(PREFLIGHT_TEXTS.svgExternal);
    }
    if (name === 'style' && /@import|url\(\s*['"]?(?!#|data:)/i.test(element.textContent ?? '')) reasons.add(PREFLIGHT_TEXTS.svgExternal);
  }
  if (reasons.size > 0) return { ok: false, reasons: [...reasons] };

  const clean = purify.sanitize(source, { USE_PROFILES: { svg: true, svgFilters: true }, WHOLE_DOCUMENT: false });
  await writeFile(file, `<?xml version="1.0" encoding="UTF-8"?>\n${clean}`);
  return { ok: true };
}

const number = (value: string | null) => {
  const parsed = value === null ? Number.NaN : Number.parseFloat(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
};

/** An SVG (already sanitised): its proportions, and text not converted to outlines. */
export async function checkSvg(file: string, spec: PrintSpec): Promise<CheckResult> {
  const document = new window.DOMParser().parseFromString(await readFile(file, 'utf8'), 'image/svg+xml');
  const root = document.documentElement;
  if (root.nodeName !== 'svg') return { findings: [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }], facts: {} };
  const findings: CheckResult['findings'] = [];
  const viewBox = (root.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  const width = number(root.getAttribute('width')) ?? (viewBox.length === 4 && viewBox[2]! > 0 ? viewBox[2]! : null);
  const height = number(root.getAttribute('height')) ?? (viewBox.length === 4 && viewBox[3]! > 0 ? viewBox[3]! : null);
  if (width === null || height === null) findings.push({ code: 'size', severity: 'warning', message: PREFLIGHT_TEXTS.svgNoSize });
  else {
    const aspect = aspectFinding(width, height, spec);
    if (aspect) findings.push(aspect);
  }
  if (document.getElementsByTagName('text').length > 0) findings.push({ code: 'text', severity: 'warning', message: PREFLIGHT_TEXTS.svgText });
  return { findings, facts: {} };
}
