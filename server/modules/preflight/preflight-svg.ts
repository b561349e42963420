import { FINDING_WORDS } from '../../../src/api/contract';
import { worded } from '../../../src/api/contract/i18n/finding-text';
import { aspectFinding } from './geometry';
import { loadSvg, SVG_MAX_BYTES, SVG_MAX_ELEMENTS, type SvgProblem, svgSize } from './svg-dom';
import { type CheckResult, PREFLIGHT_TEXTS, type PreflightFinding, type PrintSpec } from './types';

const PROBLEMS: Record<SvgProblem, PreflightFinding> = {
  tooLarge: { code: 'size', severity: 'error', ...worded(FINDING_WORDS.svgTooLargeToCheck(SVG_MAX_BYTES)) },
  tooManyElements: { code: 'size', severity: 'error', ...worded(FINDING_WORDS.svgTooComplexToCheck(SVG_MAX_ELEMENTS)) },
  entities: { code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable },
  unparsable: { code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable },
};

/** An SVG (already sanitised): its proportions, and text not converted to outlines. Vector: no dpi. */
export async function checkSvg(file: string, spec: PrintSpec): Promise<CheckResult> {
  const loaded = await loadSvg(file);
  if ('problem' in loaded) return { findings: [PROBLEMS[loaded.problem]], facts: {} };
  const { document } = loaded;
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
