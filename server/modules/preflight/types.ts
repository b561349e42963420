import type { PreflightFacts, PreflightFinding } from '../../../src/api/contract';

export { PREFLIGHT_TEXTS } from '../../../src/api/contract';
export type { ArtworkFormat, PreflightFacts, PreflightFinding, PreflightReport } from '../../../src/api/contract';

/** What a requirement asks of a file's geometry and colour. */
export interface PrintSpec {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  minDpi: number | null;
  colourMode: 'RGB' | 'CMYK' | null;
}

/** What one format's check finds: its findings and the facts it measured. */
export interface CheckResult {
  findings: PreflightFinding[];
  facts: PreflightFacts;
}
