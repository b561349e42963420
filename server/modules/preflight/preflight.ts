import { outcomeOf } from '../../../src/api/contract';
import { checkPdf } from './preflight-pdf';
import { checkRaster } from './preflight-raster';
import { ReaderMissing } from './run-tool';
import { checkSvg } from './preflight-svg';
import { type ArtworkFormat, type CheckOptions, type CheckResult, PREFLIGHT_TEXTS, type PreflightReport, type PrintSpec } from './types';

const CHECKS: Record<ArtworkFormat, (file: string, spec: PrintSpec, options: CheckOptions) => Promise<CheckResult>> = {
  png: checkRaster,
  jpg: checkRaster,
  webp: checkRaster,
  tiff: checkRaster,
  svg: checkSvg,
  pdf: checkPdf,
};

/**
 * The preflight report of a stored file, in plain language. Never throws for a bad file: one
 * that cannot be read at all is an `error` finding (a reader that is not installed is thrown). Errors if any error, warnings if any
 * warning, else passed.
 */
export async function preflight(file: string, format: ArtworkFormat, spec: PrintSpec, options: CheckOptions = {}): Promise<PreflightReport> {
  const { findings, facts } = await CHECKS[format](file, spec, options).catch((error: unknown): CheckResult => {
    // Without its readers the check cannot judge the file: that is the server's fault, not the file's.
    if (error instanceof ReaderMissing) throw error;
    return { findings: [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }], facts: {} };
  });
  return { outcome: outcomeOf(findings), findings, facts };
}
