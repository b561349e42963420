// npm run bench:preflight-job — the file check of bench:preflight's 20-page CMYK photo catalogue
// (~50 MB, 200 ppi) through the job: uploaded to the real app (tus), the upload's answer, then
// the time until the first page's findings are stored and until the whole report is, with the app
// process's RSS sampled meanwhile. Beside it, in the same run, the floor of bench:preflight:
// `pdfimages -list` plus Ghostscript's `ink_cov` alone on the same file.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { exhibitingCompany } from './exhibiting-company';
import { catalogue, PAGE_MM, PAGES, seconds, withRss } from './preflight-inputs';
import { startApp } from './start-app';

const run = promisify(execFile);
const MIB = 1024 * 1024;

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-preflight-job-'));
  const { app, close } = await startApp({ UPLOAD_MAX_BYTES: String(200 * MIB), ARTWORK_QUOTA_BYTES: String(2000 * MIB) });
  try {
    const pdf = path.join(dir, 'catalogue.pdf');
    await catalogue(pdf);
    const bytes = await readFile(pdf);
    console.log(`PDF: ${PAGES} pages, ${((await stat(pdf)).size / MIB).toFixed(1)} MB`);

    // The floor: the two readers alone, once each over the whole file.
    const floorStart = process.hrtime.bigint();
    await run('pdfimages', ['-list', pdf], { maxBuffer: 64 * MIB });
    await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=ink_cov', '-o', '-', pdf], { maxBuffer: 64 * MIB });
    const floor = seconds(floorStart);

    // A company exhibiting at an event that asks for the catalogue: A4, CMYK, 150 ppi, PAGES pages.
    const { token, requirementId } = await exhibitingCompany(app, { name: 'Catalogue', formats: 'pdf', width_mm: PAGE_MM.width, height_mm: PAGE_MM.height, bleed_mm: 0, min_dpi: 150, colour_mode: 'CMYK', pages_expected: PAGES, max_bytes: 200 * MIB });
    const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };

    const { result, rss } = await withRss(async () => {
      const created = await app.inject({ method: 'POST', url: '/api/uploads', headers: { ...headers, 'upload-length': String(bytes.length), 'upload-metadata': `requirementId ${Buffer.from(String(requirementId)).toString('base64')},filename ${Buffer.from('catalogue.pdf').toString('base64')}` } });
      const sendStart = process.hrtime.bigint();
      const finished = await app.inject({ method: 'PATCH', url: created.headers.location as string, headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, payload: bytes });
      const answered = seconds(sendStart);
      const { id } = finished.json<{ id: number }>();
      // From the answer on, the job reads the pages: the stored progress is read as the screen would, only more often.
      const start = process.hrtime.bigint();
      let firstPage: number | null = null;
      const { result: state, rss: checkRss } = await withRss(async () => {
        for (;;) {
          const check = await app.db.selectFrom('preflight_checks').select(['state', 'pages_done']).where('version_id', '=', id).executeTakeFirstOrThrow();
          if (firstPage === null && check.pages_done >= 1) firstPage = seconds(start);
          if (check.state === 'done' || check.state === 'failed') return check.state;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      return { answered, firstPage, whole: seconds(start), state, checkRss };
    });
    console.table([
      { what: 'pdfimages -list + gs ink_cov alone (floor)', seconds: floor },
      { what: 'upload answered (bytes stored, check queued)', seconds: result.answered },
      { what: 'first page’s findings stored (after the answer)', seconds: result.firstPage },
      { what: `whole check ${result.state} (after the answer)`, seconds: result.whole },
    ]);
    const { checkRss } = result;
    console.log(`App process RSS MiB before/peak/after, upload and check: ${rss.before}/${rss.peak}/${rss.after}; the check alone: ${checkRss.before}/${checkRss.peak}/${checkRss.after}.`);
    console.log(`Whole check = ${(result.whole / floor).toFixed(1)} × the floor. Goals (quiet machine): whole ≤ 30 s, first page ≤ 5 s, RSS flat.`);
  } finally {
    await close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
