import { FINDING_MARK_COLOUR, type PreflightReport, placedFindings } from '../../../src/api/contract';
import type { VersionRow } from '../../db/tables/artwork';
import type { Storage } from '../../storage/storage';
import { type Crop, openCropper } from './annotation-crop';

/** A finding of the file check with a place, as the proof report lists it: its number, words and a crop of its place. */
export interface ReportFinding {
  number: number;
  /** The page of a PDF; null for an image. */
  page: number | null;
  message: string;
  crop: Crop | null;
}

/** Crops a report carries at most; findings beyond are listed without one. */
const MAX_CROPS = 40;

/**
 * The file check's findings that have a place, numbered F1, F2, … as the canvas numbers them, each
 * with a crop of the artwork round its place, marked in the findings' colour.
 */
export async function reportFindingsOf(storage: Storage, version: VersionRow, report: PreflightReport): Promise<ReportFinding[]> {
  const placed = placedFindings(report.findings);
  if (placed.length === 0) return [];
  const cropper = await openCropper(storage, version);
  try {
    const findings: ReportFinding[] = [];
    for (const [index, { number, finding, place }] of placed.entries()) {
      const crop = index < MAX_CROPS ? await cropper.crop(place, FINDING_MARK_COLOUR) : null;
      findings.push({ number, page: version.format === 'pdf' ? place.page : null, message: finding.message, crop });
    }
    return findings;
  } finally {
    await cropper.close();
  }
}
