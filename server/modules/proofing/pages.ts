import type { PreflightReport } from '../../../src/api/contract';
import type { VersionRow } from '../../db/tables/artwork';

/** How many pages a version has: a PDF's as its check counted them, one for an image. */
export function pagesOf(version: Pick<VersionRow, 'format' | 'preflight'>): number {
  if (version.format !== 'pdf') return 1;
  const { facts } = JSON.parse(version.preflight) as PreflightReport;
  return Math.max(1, facts.pageCount ?? 1);
}
