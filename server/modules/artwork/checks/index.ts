import { outcomeOf } from '../../../../src/api/contract';
import { checkPdf } from './pdf';
import { checkRaster } from './raster';
import { checkSvg } from './svg';
import { type ArtworkFormat, PREFLIGHT_TEXTS, type PreflightReport, type PrintSpec } from './types';

export { detectFormat } from './detect-format';
export { sanitiseSvg } from './svg';
export { makeThumbnail } from './thumbnail';
export type { PrintSpec } from './types';

/** The preflight report of a stored file, in plain language. Never throws for a bad file. */
export async function preflight(file: string, format: ArtworkFormat, spec: PrintSpec): Promise<PreflightReport> {
  const check = format === 'pdf' ? checkPdf : format === 'svg' ? checkSvg : checkRaster;
  const { findings, facts } = await check(file, spec).catch(() => ({
    findings: [{ code: 'unreadable', severity: 'error' as const, message: PREFLIGHT_TEXTS.unreadable }],
    facts: {},
  }));
  return { outcome: outcomeOf(findings), findings, facts };
}
