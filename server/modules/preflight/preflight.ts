import { outcomeOf } from '../../../src/api/contract';
import { checkPdf } from './preflight-pdf';
import { checkRaster } from './preflight-raster';
import { checkSvg } from './preflight-svg';
import { type ArtworkFormat, type CheckResult, PREFLIGHT_TEXTS, type PreflightReport, type PrintSpec } from './types';

const CHECKS: Record<ArtworkFormat, (file: string, spec: PrintSpec) => Promise<CheckResult>> = {
  png: checkRaster,
  jpg: checkRaster,
  webp: checkRaster,
  tiff: checkRaster,
  svg: checkSvg,
  pdf: checkPdf,
};

/**
 * The preflight report of a stored file, in plain language. Never throws for a bad file: one
 * that cannot be read at all is an `error` finding. Errors if any error, warnings if any
 * warning, else passed.
 */
export async function preflight(file: string, format: ArtworkFormat, spec: PrintSpec): Promise<PreflightReport> {
  const { findings, facts } = await CHECKS[format](file, spec).catch(
    (): CheckResult => ({ findings: [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }], facts: {} }),
  );
  return { outcome: outcomeOf(findings), findings, facts };
}
