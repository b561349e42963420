import * as z from 'zod/mini';

/**
 * A minute's plain link to one file (the browser then streams it to disk rather than into the
 * page): its URL carries a ticket that stands for the session's token on that one path.
 */
export const downloadLink = z.object({ url: z.string() });
export type DownloadLink = z.infer<typeof downloadLink>;

/** The printer's ZIP lists its files in one CSV and what is still missing in another. */
export const MANIFEST_NAME = 'manifest.csv';
export const MISSING_NAME = 'missing.csv';
/**
 * Every approval of each approved file, a row per decision (one for each stage of the event's
 * approval flow): the stage, the approver, the time, and the SHA-256 of the bytes it approved.
 */
export const APPROVALS_NAME = 'approvals.csv';
/** Each approved file's SHA-256 as its approval recorded it, in the form `sha256sum -c` reads. */
export const CHECKSUMS_NAME = 'SHA256SUMS';
/** Beside each approved file, its proof report: the file's name with this in place of its extension. */
export const proofReportEntryName = (fileName: string) => `${fileName.slice(0, fileName.lastIndexOf('.'))}_proof-report.pdf`;
