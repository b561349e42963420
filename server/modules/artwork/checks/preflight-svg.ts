import { formatBytes } from '../../../../src/api/contract';
import { aspectFinding } from './geometry';
import { parseSvg, readSvgText, SVG_MAX_BYTES, svgSize } from './svg-dom';
import { type CheckResult, PREFLIGHT_TEXTS, type PrintSpec } from './types';

/** An SVG (already sanitised): its proportions, and text not converted to outlines. Vector: no dpi. */
export async function checkSvg(file: string, spec: PrintSpec): Promise<CheckResult> {
  const text = await readSvgText(file);
  if (text === null) return { findings: [{ code: 'size', severity: 'error', message: PREFLIGHT_TEXTS.svgTooLargeToCheck(formatBytes(SVG_MAX_BYTES)) }], facts: {} };
  const document = parseSvg(text);
  if (!document) return { findings: [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }], facts: {} };
  const findings: CheckResult['findings'] = [];
  const size = svgSize(document.documentElement);
  if (!size) findings.push({ code: 'size', severity: 'warning', message: PREFLIGHT_TEXTS.svgNoSize });
  else {
    const aspect = aspectFinding(size.width, size.height, spec);
    if (aspect) findings.push(aspect);
  }
  if (document.getElementsByTagName('text').length > 0) findings.push({ code: 'text', severity: 'warning', message: PREFLIGHT_TEXTS.svgText });
  return { findings, facts: {} };
}
