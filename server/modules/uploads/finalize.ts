import { rm, stat } from 'node:fs/promises';
import { type ArtworkVersion, type FindingWords, formatRefusal, type PreflightReport } from '../../../src/api/contract';
import { worded } from '../../../src/api/contract/i18n/finding-text';
import type { Db } from '../../db/schema';
import { nowIso } from '../../db/schema';
import type { RequirementRow } from '../../db/tables/artwork';
import { oneAtATime } from '../../lib/one-at-a-time';
import { sha256Of } from '../../lib/sha256';
import { recordAudit } from '../audit/repository';
import { detectFormat, makeThumbnail, sanitiseSvg } from '../preflight';
import { callOff, carryOut, claimKeys } from '../../storage/file-removals';
import { formatsOf } from '../requirements/repository';
import type { Storage } from '../../storage/storage';
import { queueCheck } from './check-repository';
import { deleteUpload } from './uploads-repository';
import { holdNumbering, insertVersion, nextVersionNumber, toVersion } from './versions-repository';

/** A refusal of the stored bytes: its HTTP status, its English message and the words that say it in each reader's language. */
export class FileRefused extends Error {
  readonly words: FindingWords | undefined;
  constructor(
    readonly status: 413 | 415,
    said: string | { message: string; words: FindingWords },
  ) {
    super(typeof said === 'string' ? said : said.message);
    this.words = typeof said === 'string' ? undefined : said.words;
  }
}


/** Made next to the upload's bytes, then moved into storage. */
export const THUMBNAIL_SUFFIX = '.thumbnail.webp';

/** Decoding images takes memory by the file: one file's checks at a time in this process (here and in its check's job). */
export const checking = oneAtATime();

/** What a version's report holds until its check's job writes the whole one. */
const NOT_CHECKED_YET: PreflightReport = { outcome: 'passed', findings: [], facts: {} };

export interface Finished {
  uploadId: string;
  /** The finished upload's bytes; left in place (its store tidies it away). */
  file: string;
  originalName: string;
  companyId: number;
  userId: number;
  requirement: RequirementRow;
}

/**
 * Turns a finished upload into a stored version: the bytes must be a format the requirement
 * accepts (by their magic numbers), an SVG is cleaned or refused, then hashed and given a
 * thumbnail, and the version row is written with its file check's job in one transaction (the
 * check runs outside the request, page by page: check-job.ts). On any failure nothing stays.
 */
export async function finalizeUpload(db: Db, storage: Storage, finished: Finished): Promise<ArtworkVersion> {
  const { requirement } = finished;
  const detected = await detectFormat(finished.file);
  // What the bytes are, whatever the name says, against this requirement's formats (the browser said the same of the name).
  const refusal = formatRefusal(detected?.format ?? null, formatsOf(requirement));
  // None found is always refused: the refusal is there whenever the format is not.
  if (refusal || !detected) throw new FileRefused(415, worded(refusal!));
  if (detected.format === 'svg') {
    // Parsing an SVG takes memory by its elements: in the same one-at-a-time queue as images.
    const cleaned = await checking(() => sanitiseSvg(finished.file));
    if (!cleaned.ok) throw new FileRefused(415, worded(cleaned.refusal));
  }
  const thumbnailFile = `${finished.file}${THUMBNAIL_SUFFIX}`;
  // The stored files' keys are written down for removal before the files exist, and the version's
  // transaction calls that off: a crash in between leaves no file that no row names.
  const { removal, keys } = await claimKeys(db, ['artwork', 'thumbnails']);
  const [artworkKey, thumbnailKeyFor] = keys as [string, string];
  try {
    const [sha256, hasThumbnail] = await Promise.all([sha256Of(finished.file), checking(() => makeThumbnail(finished.file, detected.format, thumbnailFile))]);
    const thumbnailKey = hasThumbnail ? await storage.adopt(thumbnailFile, 'thumbnails', { key: thumbnailKeyFor }) : null;
    const storageKey = await storage.adopt(finished.file, 'artwork', { keepSource: true, key: artworkKey });
    const { size } = await stat(finished.file);
    return await db.transaction().execute(async (trx) => {
      // Versions finishing at once for this requirement take their numbers one after the other.
      await holdNumbering(trx, requirement.id);
      const row = await insertVersion(trx, {
        requirement_id: requirement.id,
        company_id: finished.companyId,
        version: await nextVersionNumber(trx, requirement.id, finished.companyId),
        storage_key: storageKey,
        original_name: finished.originalName,
        format: detected.format,
        mime: detected.mime,
        bytes: size,
        sha256,
        preflight: JSON.stringify(NOT_CHECKED_YET),
        preflight_outcome: NOT_CHECKED_YET.outcome,
        thumbnail_key: thumbnailKey,
        uploaded_by: finished.userId,
        upload_id: finished.uploadId,
        created_at: nowIso(),
      });
      await queueCheck(trx, row.id, finished.userId);
      await deleteUpload(trx, finished.uploadId);
      await callOff(trx, removal);
      await recordAudit(trx, { actorId: finished.userId, action: 'artwork.upload', subjectType: 'artwork', subjectId: row.id });
      return toVersion(trx, row);
    });
  } catch (error) {
    await carryOut(db, storage, removal);
    throw error;
  } finally {
    await rm(thumbnailFile, { force: true });
  }
}
