import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { APPROVALS_NAME, type ArtworkFormat, CHECKSUMS_NAME, FORMAT_EXTENSIONS, MANIFEST_NAME, MISSING_NAME, personName, proofReportEntryName } from '../../../src/api/contract';
import type { Db } from '../../db/schema';
import { csvLine } from '../../../src/api/contract/csv';
import type { Storage } from '../../storage/storage';
import { chosenPairs } from '../requirements/repository';
import { decisionOn, latestReviewsOf, reviewerNames } from '../reviews/repository';
import { findVersion } from '../uploads/versions-repository';
import { decisionsOnVersions, exhibitorsByName, requirementsInOrder, reviewerName } from './repository';

/** A name part a printer's file system takes: letters and digits, the rest one dash; `fallback` when nothing is left. */
const part = (text: string, fallback: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || fallback;

/**
 * `name`, or with -2, -3 … before its extension when a name already taken is the same but for
 * case (a printer's file system may ignore case): no entry of the ZIP replaces another.
 */
export function uniqueEntryName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  let candidate = name;
  for (let count = 2; taken.has(candidate.toLowerCase()); count += 1) candidate = `${name.slice(0, dot)}-${count}${name.slice(dot)}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export interface HandoffEntry {
  company: string;
  booth: string | null;
  requirement: string;
  status: 'approved' | 'missing';
  /** `sha256` is the checksum the approving decision recorded for the bytes it approved. */
  file?: { name: string; report: string; versionId: number; key: string; format: ArtworkFormat; version: number; sha256: string; approvalId: number; approvedBy: string | null; approvedAt: string; approvals: Approval[] };
}

/** One approval of an approved file: at a stage of its flow (none without a flow), by whom, when, of which bytes. */
export interface Approval {
  id: number;
  stage: string | null;
  by: string | null;
  at: string;
  withChanges: boolean;
  sha256: string;
}

/**
 * Each version's approvals since it was last reopened, by version id: the decisions that, stage by
 * stage, approved the file the printer gets.
 */
async function approvalsOf(db: Db, versionIds: readonly number[]): Promise<Map<number, Approval[]>> {
  const rows = await decisionsOnVersions(db, versionIds);
  const names = await reviewerNames(db, rows.flatMap((row) => (row.reviewer_id === null ? [] : [row.reviewer_id])));
  const approvals = new Map<number, Approval[]>();
  for (const row of rows) {
    // A reopening voids the approvals before it.
    if (row.decision === 'reopened') approvals.set(row.version_id, []);
    if (row.decision !== 'approved') continue;
    const approval = { id: row.id, stage: row.stage_name, by: row.reviewer_id === null ? null : (names.get(row.reviewer_id) ?? null), at: row.created_at, withChanges: row.with_changes === 1, sha256: row.sha256 ?? '' };
    approvals.set(row.version_id, [...(approvals.get(row.version_id) ?? []), approval]);
  }
  return approvals;
}

/** What the printer gets for an event: every exhibitor × requirement, approved or still missing. */
export async function handoffOf(db: Db, eventId: number): Promise<HandoffEntry[]> {
  const requirements = await requirementsInOrder(db, eventId);
  const exhibitors = await exhibitorsByName(db, eventId);
  const chosen = await chosenPairs(db, [0, ...requirements.map((row) => row.id)]);
  const entries: HandoffEntry[] = [];
  const taken = new Set<string>([MANIFEST_NAME, MISSING_NAME, CHECKSUMS_NAME, APPROVALS_NAME]);
  for (const company of exhibitors) {
    const applying = requirements.filter((row) => row.applies_to === 'all' || chosen.some((pick) => pick.requirement_id === row.id && pick.company_id === company.id));
    const reviews = await latestReviewsOf(db, company.id, applying.map((row) => row.id));
    for (const requirement of applying) {
      const review = reviews.get(requirement.id);
      const version = review ? await findVersion(db, review.version_id) : undefined;
      const base = { company: company.company_name, booth: company.booth, requirement: requirement.name };
      if (!review || !version || decisionOn(version.id, review) !== 'approved') {
        // An optional requirement without approved artwork is not missing: nothing was owed.
        if (requirement.required === 1) entries.push({ ...base, status: 'missing' });
        continue;
      }
      const reviewer = review.reviewer_id === null ? undefined : await reviewerName(db, review.reviewer_id);
      const name = uniqueEntryName(
        `${part(company.company_name, `company-${company.id}`)}_${part(company.booth ?? '', 'no-booth')}_${part(requirement.name, `requirement-${requirement.id}`)}_v${version.submission}${FORMAT_EXTENSIONS[version.format][0]}`,
        taken,
      );
      entries.push({
        ...base,
        status: 'approved',
        file: { name, report: uniqueEntryName(proofReportEntryName(name), taken), versionId: version.id, key: version.storage_key, format: version.format, version: version.submission!, sha256: review.sha256 ?? version.sha256, approvalId: review.id, approvedBy: reviewer ? personName(reviewer) : null, approvedAt: review.created_at, approvals: [] },
      });
    }
  }
  const approvals = await approvalsOf(db, entries.flatMap((entry) => (entry.file ? [entry.file.versionId] : [])));
  for (const entry of entries) if (entry.file) entry.file.approvals = approvals.get(entry.file.versionId) ?? [];
  return entries;
}


/**
 * Formats worth deflating: SVG is text (a typical one shrinks to an eighth). PNG, JPEG, WebP, PDF
 * and LZW TIFF are compressed already and gain nothing, and deflate reads them at about 50 MB/s where
 * storing goes as fast as the disk; an uncompressed TIFF would halve, but at under 40 MB/s.
 */
const DEFLATED: ReadonlySet<ArtworkFormat> = new Set(['svg']);

/**
 * The printer's ZIP, streamed: each approved file read from storage one at a time and stored as it
 * is (SVG deflated) with its proof report beside it, made by `reportOf` when its turn comes, then
 * the manifest (the approval: its id, approver and time, and the SHA-256 it recorded), every
 * approval of each file stage by stage, the same
 * checksums as `sha256sum -c` reads them, and the list of what is missing.
 * Memory stays flat however large the files (handoff-memory.test.ts streams 1 GiB).
 */
export function handoffZip(storage: Storage, entries: readonly HandoffEntry[], reportOf: (versionId: number) => Promise<Uint8Array>): NodeJS.ReadableStream {
  const zip = new ZipFile();
  const approved = entries.filter((entry) => entry.file);
  for (const entry of approved) {
    zip.addReadStreamLazy(entry.file!.name, { compress: DEFLATED.has(entry.file!.format) }, (done) => {
      storage.open(entry.file!.key).then(
        (stream) => done(null, stream),
        (error: unknown) => done(error as Error, undefined as never),
      );
    });
    zip.addReadStreamLazy(entry.file!.report, { compress: true }, (done) => {
      reportOf(entry.file!.versionId).then(
        (pdf) => done(null, Readable.from(Buffer.from(pdf))),
        (error: unknown) => done(error as Error, undefined as never),
      );
    });
  }
  const manifest = [csvLine(['File', 'Company', 'Booth', 'Requirement', 'Version', 'SHA-256', 'Approved by', 'Approved at', 'Approval'])];
  for (const { file, company, booth, requirement } of approved) manifest.push(csvLine([file!.name, company, booth, requirement, file!.version, file!.sha256, file!.approvedBy, file!.approvedAt, file!.approvalId]));
  zip.addBuffer(Buffer.from(manifest.join('')), MANIFEST_NAME);
  const approvalRows = [csvLine(['File', 'Stage', 'Approved by', 'Approved at', 'With changes', 'SHA-256', 'Approval'])];
  for (const { file } of approved) for (const approval of file!.approvals) approvalRows.push(csvLine([file!.name, approval.stage, approval.by, approval.at, approval.withChanges ? 'yes' : 'no', approval.sha256, approval.id]));
  zip.addBuffer(Buffer.from(approvalRows.join('')), APPROVALS_NAME);
  // Two spaces between hash and name: binary-safe text mode, as sha256sum writes it.
  zip.addBuffer(Buffer.from(approved.map(({ file }) => `${file!.sha256}  ${file!.name}\n`).join('')), CHECKSUMS_NAME);
  const missing = [csvLine(['Company', 'Booth', 'Requirement'])];
  for (const entry of entries.filter((candidate) => !candidate.file)) missing.push(csvLine([entry.company, entry.booth, entry.requirement]));
  zip.addBuffer(Buffer.from(missing.join('')), MISSING_NAME);
  zip.end();
  return zip.outputStream;
}
