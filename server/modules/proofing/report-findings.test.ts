import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ArtworkVersion, FINDING_MARK_COLOUR, placedFindings, PROOF_REPORT_FINDING_TEXTS, type Requirement } from '../../../src/api/contract';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { describeOnEachDatabase } from '../../test/harness';
import { uploadWhole } from '../../test/tus-client';
import { faultCorpus, job } from '../preflight/test-fault-corpus';

const run = promisify(execFile);
const { files } = faultCorpus();
/** Runs of white space as one space, as a reader takes wrapped lines. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const [R, G, B] = [1, 3, 5].map((at) => parseInt(FINDING_MARK_COLOUR.slice(at, at + 2), 16)) as [number, number, number];
/** A pixel of the findings' hue (red and blue well above green, as the mark's colour is), as JPEG's smoothing of a thin line leaves it. */
const isFindingColour = (r: number, g: number, b: number) => r - g > (R - G) / 2 && b - g > (B - G) / 2;

describeOnEachDatabase('the proof report’s findings with a place', (ctx) => {
  let cast: Cast;
  let requirement: Requirement;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'report-findings-'));
    cast = await castOf(ctx);
    const event = await eventWithExhibitors(ctx, cast);
    requirement = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Stand wall', formats: ['pdf'], ...job, maxBytes: 50 * 1024 * 1024 });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const upload = async (file: string, name: string) => {
    const response = await uploadWhole(ctx, cast.company.token, requirement.id, name, await readFile(file));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ArtworkVersion>();
  };
  /** The report as pdftotext reads it back, and the JPEG crops it holds (its preview is a PNG). */
  const reportOf = async (who: RoleAccount, version: ArtworkVersion, name: string) => {
    const response = await ctx.request({ url: `/api/artwork/version/${version.id}/proof-report.pdf`, token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    const file = join(dir, `${name}.pdf`);
    await writeFile(file, response.rawPayload);
    const text = flat((await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
    await run('pdfimages', ['-j', file, join(dir, name)]);
    const crops = (await readdir(dir)).filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.jpg')).map((entry) => join(dir, entry));
    return { text, crops };
  };
  const findingPixels = async (jpeg: string) => {
    const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let count = 0;
    for (let i = 0; i < data.length; i += info.channels) if (isFindingColour(data[i]!, data[i + 1]!, data[i + 2]!)) count += 1;
    return count;
  };

  it('lists F1 with its page, its words and a crop of page 3 marked in the findings’ colour', async () => {
    const version = await upload(await files.lowPpiOnPage3(), 'catalogue.pdf');
    const placed = placedFindings(version.preflight.findings);
    expect(placed.map(({ finding, place }) => [finding.code, place.page])).toEqual([['imageppi', 3]]);
    const { text, crops } = await reportOf(cast.company, version, 'page3');
    expect(text).toContain(PROOF_REPORT_FINDING_TEXTS.title);
    expect(text).toContain(`${PROOF_REPORT_FINDING_TEXTS.heading(1, 3)} ${flat(placed[0]!.finding.message)}`);
    expect(text).not.toContain(PROOF_REPORT_FINDING_TEXTS.heading(2, 3));
    expect(text).not.toContain(PROOF_REPORT_FINDING_TEXTS.noCrop);
    expect(crops).toHaveLength(1);
    expect(await findingPixels(crops[0]!)).toBeGreaterThan(50);
  });

  it('gives a reviewer each placed finding of a submitted PDF under its number, with a crop each', async () => {
    const uploaded = await upload(await files.hairline(), 'hairline.pdf');
    const submitted = await ctx.request({ method: 'POST', url: `/api/artwork/version/${uploaded.id}/submit`, token: cast.company.token, body: { acknowledgeWarnings: true } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const placed = placedFindings(uploaded.preflight.findings);
    expect(placed.length).toBeGreaterThan(0);
    const { text, crops } = await reportOf(cast.organiser, uploaded, 'hairline');
    for (const { number, finding, place } of placed) expect(text).toContain(`${PROOF_REPORT_FINDING_TEXTS.heading(number, place.page)} ${flat(finding.message)}`);
    expect(crops).toHaveLength(placed.length);
    for (const crop of crops) expect(await findingPixels(crop)).toBeGreaterThan(50);
  });
});
