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
  /** The highest total ink (C+M+Y+K, %) the press takes; 300 when the requirement sets none. */
  inkLimit?: number;
  /** Whether spot colours (Separation, DeviceN) were ordered; none are, unless set. */
  spotColoursAllowed?: boolean;
  /** How many pages the PDF must have; one, unless set. */
  pagesExpected?: number | null;
  /** Metres between the print and its viewer, when the requirement gives it. */
  viewingDistanceM?: number | null;
}

/** The total ink limit when a requirement sets none: coated offset and large-format inkjet both take 300 % (PRINT.md). */
export const DEFAULT_INK_LIMIT = 300;

/** How a check reports each page as it finishes: "Checking page 7 of 20", with that page's findings. */
export type PageProgress = (done: { page: number; pageCount: number; findings: PreflightFinding[] }) => void | Promise<void>;

export interface CheckOptions {
  /** Each reader's time limit on one page (Ghostscript rendering it). */
  pageTimeoutMs?: number;
  onPage?: PageProgress;
}

/** What one format's check finds: its findings and the facts it measured. */
export interface CheckResult {
  findings: PreflightFinding[];
  facts: PreflightFacts;
}
