import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/schema';
import type { JobHandler } from '../../jobs/runner';
import type { Storage } from '../../storage/storage';
import { recordAudit } from '../audit/repository';
import { preflight } from '../preflight';
import { findRequirement, printSpecOf } from '../requirements/repository';
import { failCheck, finishCheck, findCheck, recordCheckedPage, startCheck } from './check-repository';
import { checking } from './finalize';
import { findVersion } from './versions-repository';

/**
 * The job checking one run of a version's file, outside the upload's request: the stored file is
 * fetched into a temporary folder and checked against its requirement's rules as they are now,
 * each page's findings stored as the page finishes (the company's screen follows them), then the
 * whole report written onto the version. The readers run as child processes with a time limit
 * each (modules/preflight), so the weight is theirs, not this process's. A try that dies with its
 * process is taken up again (the jobs runner's leases) and begins again from the first page; the
 * last failed try marks the check failed. A run that a newer one replaced stops.
 */
export const checkJob =
  (db: Db, storage: Storage): JobHandler =>
  async (payload, { lastAttempt }) => {
    const versionId = Number(payload.versionId);
    const run = Number(payload.run);
    const version = await findVersion(db, versionId);
    if (!version) return { result: { skipped: 'version deleted' } };
    const requirement = await findRequirement(db, version.requirement_id);
    if (!requirement || !(await startCheck(db, versionId, run))) return { result: { skipped: 'replaced' } };
    const started = Date.now();
    let firstPageMs: number | null = null;
    const dir = await mkdtemp(path.join(tmpdir(), 'eaum-check-'));
    try {
      const file = path.join(dir, 'source');
      await pipeline(await storage.open(version.storage_key), createWriteStream(file));
      const report = await checking(() =>
        preflight(file, version.format, printSpecOf(requirement), {
          onPage: async ({ page, pageCount, findings }) => {
            firstPageMs ??= Date.now() - started;
            await recordCheckedPage(db, versionId, run, page, pageCount, findings);
          },
        }),
      );
      const requestedBy = (await findCheck(db, versionId))?.requested_by ?? null;
      await db.transaction().execute(async (trx) => {
        if (!(await finishCheck(trx, versionId, run, report))) return;
        // A run staff asked for replaces the report reviewers saw: the trail says with what.
        if (run > 1) {
          await recordAudit(trx, { actorId: requestedBy, action: 'artwork.recheck-report', subjectType: 'artwork', subjectId: versionId, detail: `${version.preflight_outcome} → ${report.outcome}` });
        }
      });
      return { result: { run, outcome: report.outcome, pages: report.facts.pageCount ?? 1, firstPageMs, ms: Date.now() - started } };
    } catch (error) {
      if (lastAttempt) await failCheck(db, versionId, run);
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
